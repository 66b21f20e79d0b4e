/** Finding works by title or author to put on the home: a search box and the first matches, each with its pick button. */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { WorkListItem } from '../../../core/admin/answers';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { controlClass } from '../../ui/Field';
import styles from './Home.module.css';
import { type Channel, findWorks } from './home.api';

export interface PickedWork {
  id: number;
  kind: Channel;
  title: string;
  cover: string;
}

export function WorkPicker({
  kind,
  taken = [],
  onPick,
}: {
  /** Only works of this kind (a section's channel); any kind when absent. */
  kind?: Channel;
  /** Works already chosen: shown, not offered again. */
  taken?: readonly number[];
  onPick: (work: PickedWork) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<WorkListItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const words = query.trim();
    if (!words) return setFound([]);
    let current = true;
    const timer = setTimeout(() => {
      findWorks(words, kind)
        .then((items) => {
          if (!current) return;
          setFound(items);
          setProblem(null);
        })
        .catch((error) => {
          if (current) setProblem(errorText(i18n, error));
        });
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, kind, i18n]);

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.pickerLabel}>
        {t`搜索作品（标题或作者）`}
      </label>
      <input
        id={id}
        type="search"
        className={controlClass}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t`输入关键词`}
      />
      {problem && <p role="alert">{problem}</p>}
      {found.length > 0 && (
        <ul className={styles.found} aria-label={t`搜索结果`}>
          {found.map((work) => (
            <li key={work.id}>
              <img src={work.cover} alt="" width={30} height={40} />
              <span className={styles.grow}>
                {work.title}
                {work.hidden && <small> {t`（已隐藏）`}</small>}
              </span>
              <Button
                size="small"
                disabled={taken.includes(work.id)}
                onClick={() => onPick({ id: work.id, kind: work.kind, title: work.title, cover: work.cover })}
              >
                {taken.includes(work.id) ? t`已选` : t`选择`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
