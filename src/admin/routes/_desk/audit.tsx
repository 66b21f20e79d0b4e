import { createFileRoute } from '@tanstack/react-router';
import { AuditQuery } from '../../../core/admin/schemas';
import { AuditScreen } from '../../features/audit/AuditScreen';
import { loadAudit } from '../../features/audit/audit.api';
import { requireArea } from '../../shell/guard';
import { searchOf } from '../../ui/search';

export const Route = createFileRoute('/_desk/audit')({
  validateSearch: searchOf(AuditQuery),
  beforeLoad: ({ context }) => requireArea(context.session, 'audit'),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadAudit(deps),
  component: function AuditRoute() {
    return <AuditScreen search={Route.useSearch()} page={Route.useLoaderData()} />;
  },
});
