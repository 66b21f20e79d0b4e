import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReaderScreen } from '../../../features/readers/ReaderScreen';
import { loadReader } from '../../../features/readers/readers.api';
import { requireArea } from '../../../shell/guard';

export const Route = createFileRoute('/_desk/readers/$readerId')({
  beforeLoad: ({ context }) => requireArea(context.session, 'readers'),
  loader: ({ params }) => {
    const id = Number(params.readerId);
    if (!Number.isSafeInteger(id) || id < 1) throw notFound();
    return loadReader(id);
  },
  component: function ReaderRoute() {
    return <ReaderScreen {...Route.useLoaderData()} />;
  },
});
