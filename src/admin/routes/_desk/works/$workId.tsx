import { createFileRoute, notFound } from '@tanstack/react-router';
import { WorkScreen } from '../../../features/works/WorkScreen';
import { WorkPageSearch } from '../../../features/works/work-tabs';
import { loadWork } from '../../../features/works/works.api';
import { requireArea } from '../../../shell/guard';
import { searchOf } from '../../../ui/search';

export const Route = createFileRoute('/_desk/works/$workId')({
  params: {
    parse: ({ workId }) => {
      if (!/^[1-9]\d{0,14}$/.test(workId)) throw notFound();
      return { workId };
    },
  },
  validateSearch: searchOf(WorkPageSearch),
  beforeLoad: ({ context }) => requireArea(context.session, 'content'),
  loader: ({ params }) => loadWork(Number(params.workId)),
  component: function WorkRoute() {
    return <WorkScreen data={Route.useLoaderData()} tab={Route.useSearch().tab} />;
  },
});
