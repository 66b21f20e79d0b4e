import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { KindSearch } from '../../features/discover/search-params';
import { FootprintScreen } from '../../features/library/footprint/FootprintScreen';

export const Route = createFileRoute('/personal/footprint')({
  staticData: { name: 'footprint', title: msg`浏览记录` },
  validateSearch: KindSearch,
  component: function Footprint() {
    const { kind } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <FootprintScreen kind={kind} onKind={(next) => void navigate({ search: { kind: next }, replace: true })} />;
  },
});
