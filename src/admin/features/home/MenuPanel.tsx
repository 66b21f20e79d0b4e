/** The top menu's class tabs after the three channels: which, and in what order. */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MAX_MENU_TABS } from '../../../core/home-layout';
import { Button } from '../../ui/Button';
import { controlClass } from '../../ui/Field';
import { Panel } from '../../ui/PageHeader';
import styles from './Home.module.css';
import { OrderButtons } from './OrderButtons';
import { moved } from './order';

export function MenuPanel({
  classes,
  chosen,
  onChange,
}: {
  classes: { id: number; name: string }[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const offered = classes.filter((c) => !chosen.includes(c.id));
  const [adding, setAdding] = useState<number | null>(null);
  const nameOf = (classId: number) => classes.find((c) => c.id === classId)?.name ?? `#${classId}`;
  const toAdd = adding !== null && offered.some((c) => c.id === adding) ? adding : (offered[0]?.id ?? null);
  return (
    <Panel title={t`顶部菜单`}>
      <p className={styles.note}>{t`漫画、小说、视频三个频道之后显示的分类标签，按此顺序。`}</p>
      <ol className={styles.rows} aria-label={t`顶部菜单`}>
        {chosen.map((classId, i) => (
          <li key={classId}>
            <span className={styles.grow}>{nameOf(classId)}</span>
            <OrderButtons
              name={nameOf(classId)}
              index={i}
              count={chosen.length}
              onMove={(by) => onChange(moved(chosen, i, by))}
              onRemove={() => onChange(chosen.filter((x) => x !== classId))}
            />
          </li>
        ))}
        {chosen.length === 0 && <li className={styles.none}>{t`只显示三个频道`}</li>}
      </ol>
      {offered.length > 0 && chosen.length < MAX_MENU_TABS && (
        <div className={styles.addRow}>
          <label htmlFor={id} className="visually-hidden">
            {t`分类`}
          </label>
          <select
            id={id}
            className={controlClass}
            value={toAdd ?? ''}
            onChange={(event) => setAdding(Number(event.target.value))}
          >
            {offered.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <Button onClick={() => toAdd !== null && onChange([...chosen, toAdd])}>{t`添加标签`}</Button>
        </div>
      )}
    </Panel>
  );
}
