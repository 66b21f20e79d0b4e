import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PasswordScreen } from '../features/auth/PasswordScreen';
import { searchOf } from '../ui/search';

const Search = v.object({ token: v.optional(v.string(), '') });

export const Route = createFileRoute('/password')({
  validateSearch: searchOf(Search),
  component: function PasswordRoute() {
    return <PasswordScreen token={Route.useSearch().token} />;
  },
});
