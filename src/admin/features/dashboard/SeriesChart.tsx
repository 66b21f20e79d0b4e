/**
 * A 30-day chart of one or more figures, drawn by uPlot (a small canvas chart library) in the
 * console's colours, redrawn as its box changes width. The x axis is the days' index, labelled
 * with their China dates (`MM-DD`), so the operator's own time zone plays no part.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './Dashboard.module.css';

export interface Line {
  label: string;
  values: number[];
  /** A CSS colour variable of the console: `--accent`, `--info`… */
  color: string;
}

const HEIGHT = 200;

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';

interface ChartProps {
  title: string;
  /** The x axis's name in the legend: 日期. */
  dayLabel: string;
  days: string[];
  lines: Line[];
  format: (n: number) => string;
}

function options({ dayLabel, days, lines, format }: ChartProps, width: number): uPlot.Options {
  const axis = { stroke: cssVar('--text-3'), grid: { stroke: cssVar('--line'), width: 1 }, ticks: { show: false } };
  return {
    width,
    height: HEIGHT,
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    series: [
      { label: dayLabel, value: (_u, i) => (i == null ? '' : (days[i] ?? '')) },
      ...lines.map((line) => ({
        label: line.label,
        stroke: cssVar(line.color),
        width: 2,
        points: { show: false },
        value: (_u: uPlot, v: number | null) => (v == null ? '' : format(v)),
      })),
    ],
    axes: [
      { ...axis, values: (_u, splits) => splits.map((i) => days[i]?.slice(5) ?? '') },
      { ...axis, size: 56, values: (_u, splits) => splits.map(format) },
    ],
  };
}

export function SeriesChart(props: ChartProps) {
  const { title, dayLabel, days, lines, format } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [days.map((_, i) => i), ...lines.map((line) => line.values)];
    const chart = new uPlot(options({ title, dayLabel, days, lines, format }, el.clientWidth), data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [title, dayLabel, days, lines, format]);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={box} role="img" aria-label={title} />
    </figure>
  );
}
