import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInScreen } from '../features/auth/SignInScreen';
import { searchOf } from '../ui/search';

const Search = v.object({ next: v.optional(v.pipe(v.string(), v.maxLength(2000))) });

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchOf(Search),
  head: () => ({ meta: [{ title: '漫阅 · 后台' }] }),
  component: function SignInRoute() {
    return <SignInScreen next={Route.useSearch().next} />;
  },
});
