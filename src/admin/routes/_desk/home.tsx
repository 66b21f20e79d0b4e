import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { HomeQuery } from '../../../core/admin/home';
import { HomeEditorScreen } from '../../features/home/HomeEditorScreen';
import { loadHomeEditor } from '../../features/home/home.api';
import { requireArea } from '../../shell/guard';
import { searchOf } from '../../ui/search';

export const Route = createFileRoute('/_desk/home')({
  validateSearch: searchOf(v.strictObject({ channel: v.optional(HomeQuery.entries.channel, 'comic') })),
  beforeLoad: ({ context }) => requireArea(context.session, 'content'),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadHomeEditor(deps.channel),
  component: function HomeRoute() {
    const { channel } = Route.useSearch();
    const { home, hot, topics } = Route.useLoaderData();
    return <HomeEditorScreen key={channel} channel={channel} home={home} hot={hot} topics={topics} />;
  },
});
