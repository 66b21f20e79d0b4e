/**
 * 概览: today's and the last 30 China days' figures, their daily charts and the works of the
 * month. Every operator sees the reading figures; the money ones come only to owner and finance
 * (the server leaves them out for the other roles). Counted as the page opens: 刷新 counts again.
 */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type {
  DashboardAnswer,
  DashboardSection,
  DashboardWork,
  MoneyFigures,
  ReadingFigures,
} from '../../../core/admin/answers';
import { Button } from '../../ui/Button';
import { timeText, yuanText } from '../../ui/format';
import { KIND_NAMES } from '../../ui/labels';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { PanelTable } from '../../ui/PanelTable';
import styles from './Dashboard.module.css';
import { type Line, SeriesChart } from './SeriesChart';

interface Figure {
  label: string;
  today: string;
  month: string;
}

function FigureCard({ figure, monthLabel, todayLabel }: { figure: Figure; monthLabel: string; todayLabel: string }) {
  const id = useId();
  return (
    <section className={styles.figure} aria-labelledby={id}>
      <h2 id={id} className={styles.figureLabel}>
        {figure.label}
      </h2>
      <dl className={styles.figureValues}>
        <dt className="visually-hidden">{todayLabel}</dt>
        <dd className={styles.today} data-figure="today">
          {figure.today}
        </dd>
        <dt className={styles.monthLabel}>{monthLabel}</dt>
        <dd className={styles.month} data-figure="month">
          {figure.month}
        </dd>
      </dl>
    </section>
  );
}

function TopWorks({ title, works, valueLabel }: { title: string; works: DashboardWork[]; valueLabel: string }) {
  const { t, i18n } = useLingui();
  return (
    <Panel title={title}>
      {works.length === 0 ? (
        <p className={styles.empty}>{t`最近 30 天还没有数据`}</p>
      ) : (
        <PanelTable
          columns={['#', t`作品`, t`类型`, { label: valueLabel, className: styles.number }]}
          aria-label={title}
        >
          {works.map((work, i) => (
            <tr key={work.id}>
              <td>{i + 1}</td>
              <td className={styles.workTitle}>{work.title}</td>
              <td>{i18n._(KIND_NAMES[work.kind])}</td>
              <td className={styles.number}>{work.value.toLocaleString(i18n.locale)}</td>
            </tr>
          ))}
        </PanelTable>
      )}
    </Panel>
  );
}

const column = <F,>(section: DashboardSection<F>, key: keyof F) => section.days.map((d) => Number(d[key]));

export function DashboardScreen({ dashboard }: { dashboard: DashboardAnswer }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const { reading, money } = dashboard;
  const count = useMemo(() => (n: number) => n.toLocaleString(i18n.locale), [i18n.locale]);
  const days = useMemo(() => reading.days.map((d) => d.day), [reading]);
  const figure = <F,>(section: DashboardSection<F>, key: keyof F, label: string, format = count): Figure => ({
    label,
    today: format(Number(section.today[key])),
    month: format(Number(section.month[key])),
  });
  const readingFigures = [
    figure<ReadingFigures>(reading, 'new_readers', t`新增读者`),
    figure<ReadingFigures>(reading, 'active_readers', t`活跃读者`),
    figure<ReadingFigures>(reading, 'chapters_read', t`阅读章节`),
    figure<ReadingFigures>(reading, 'sign_ins', t`签到`),
  ];
  const moneyFigures = money
    ? [
        figure<MoneyFigures>(money, 'orders_paid', t`付费订单`),
        figure<MoneyFigures>(money, 'revenue_cents', t`收入`, yuanText),
        figure<MoneyFigures>(money, 'refunds', t`退款笔数`),
        figure<MoneyFigures>(money, 'refunded_cents', t`退款金额`, yuanText),
      ]
    : [];
  const readerLines = useMemo<Line[]>(
    () => [
      { label: t`新增读者`, values: column(reading, 'new_readers'), color: '--info' },
      { label: t`活跃读者`, values: column(reading, 'active_readers'), color: '--accent' },
      { label: t`签到`, values: column(reading, 'sign_ins'), color: '--ok' },
    ],
    [reading, t],
  );
  const readLines = useMemo<Line[]>(
    () => [{ label: t`阅读章节`, values: column(reading, 'chapters_read'), color: '--accent' }],
    [reading, t],
  );
  const moneyLines = useMemo<Line[]>(
    () =>
      money
        ? [
            { label: t`收入`, values: column(money, 'revenue_cents'), color: '--ok' },
            { label: t`退款金额`, values: column(money, 'refunded_cents'), color: '--accent' },
          ]
        : [],
    [money, t],
  );
  const todayLabel = t`今天`;
  const dayLabel = t`日期`;
  const monthLabel = t`30 天`;
  return (
    <>
      <PageHeader
        title={t`概览`}
        sub={t`今天（${dashboard.today}）与最近 30 天，北京时间；统计于 ${timeText(dashboard.counted_at)}`}
        actions={<Button onClick={() => void router.invalidate()}>{t`刷新`}</Button>}
      />
      <div className={styles.figures}>
        {readingFigures.map((f) => (
          <FigureCard key={f.label} figure={f} todayLabel={todayLabel} monthLabel={monthLabel} />
        ))}
      </div>
      {money && (
        <div className={styles.figures}>
          {moneyFigures.map((f) => (
            <FigureCard key={f.label} figure={f} todayLabel={todayLabel} monthLabel={monthLabel} />
          ))}
        </div>
      )}
      <div className={styles.charts}>
        <Panel>
          <SeriesChart dayLabel={dayLabel} title={t`读者（每天）`} days={days} lines={readerLines} format={count} />
        </Panel>
        <Panel>
          <SeriesChart dayLabel={dayLabel} title={t`阅读章节（每天）`} days={days} lines={readLines} format={count} />
        </Panel>
        {money && (
          <Panel>
            <SeriesChart
              dayLabel={dayLabel}
              title={t`收入与退款（每天）`}
              days={days}
              lines={moneyLines}
              format={yuanText}
            />
          </Panel>
        )}
      </div>
      <div className={styles.charts}>
        <TopWorks title={t`阅读最多的作品`} works={reading.top_works} valueLabel={t`阅读章节`} />
        {money && <TopWorks title={t`消费金币最多的作品`} works={money.top_works} valueLabel={t`金币`} />}
      </div>
    </>
  );
}
