/** /special_column/today_list: what updates on each weekday, today first. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { usePagedList } from '../../queries/usePagedList';
import { Chips } from '../../ui/Chips';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { fetchDaily } from '../../works/content.api';
import styles from '../../works/ListScreen.module.css';
import { isoWeekday, WEEKDAY_LABELS } from '../../works/labels';
import { PagedWorkList } from '../../works/PagedWorkList';

export function TodayListScreen({ weekday, onChange }: { weekday?: number; onChange: (weekday: number) => void }) {
  const { i18n } = useLingui();
  const today = isoWeekday();
  const day = weekday ?? today;
  const list = usePagedList(`daily:${day}`, async (_page, signal) => {
    const answer = await fetchDaily(day, signal);
    return { list: answer.list, has_more: false };
  });
  return (
    <div className={styles.page}>
      <ScreenHeader title={i18n._(msg`每日更新`)} />
      <div className={styles.filters}>
        <Chips
          label={i18n._(msg`星期`)}
          value={day}
          options={WEEKDAY_LABELS.map((label, i) => ({
            value: i + 1,
            label: i + 1 === today ? i18n._(msg`今天`) : i18n._(label),
          }))}
          onChange={onChange}
        />
      </div>
      <PagedWorkList list={list} layout="rows" />
    </div>
  );
}
