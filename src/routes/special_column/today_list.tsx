import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WeekdaySearch } from '../../features/discover/search-params';
import { TodayListScreen } from '../../features/special/TodayListScreen';

export const Route = createFileRoute('/special_column/today_list')({
  staticData: { name: 'today_list', title: msg`每日更新` },
  validateSearch: WeekdaySearch,
  component: function Today() {
    const navigate = Route.useNavigate();
    return (
      <TodayListScreen
        weekday={Route.useSearch().weekday}
        onChange={(weekday) => navigate({ search: { weekday }, replace: true })}
      />
    );
  },
});
