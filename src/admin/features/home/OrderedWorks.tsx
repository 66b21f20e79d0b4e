/** Works chosen in order (a section's picks, a topic's works): the list with its order buttons, and the picker. */
import { useLingui } from '@lingui/react/macro';
import styles from './Home.module.css';
import type { Channel } from './home.api';
import { OrderButtons } from './OrderButtons';
import { moved } from './order';
import { type PickedWork, WorkPicker } from './WorkPicker';

export function OrderedWorks({
  ids,
  titleOf,
  kind,
  onChange,
  onPick,
}: {
  ids: readonly number[];
  titleOf: (id: number) => string;
  /** Only works of this kind are offered; any kind when absent. */
  kind?: Channel;
  onChange: (ids: number[]) => void;
  /** A work was picked (it is appended to the list by this component). */
  onPick: (work: PickedWork) => void;
}) {
  const { t } = useLingui();
  return (
    <div>
      <ol className={styles.picks} aria-label={t`已选作品`}>
        {ids.map((id, i) => (
          <li key={id}>
            <span className={styles.grow}>{titleOf(id)}</span>
            <OrderButtons
              name={titleOf(id)}
              index={i}
              count={ids.length}
              onMove={(by) => onChange(moved(ids, i, by))}
              onRemove={() => onChange(ids.filter((x) => x !== id))}
            />
          </li>
        ))}
      </ol>
      <WorkPicker
        kind={kind}
        taken={ids}
        onPick={(work) => {
          onPick(work);
          onChange([...ids, work.id]);
        }}
      />
    </div>
  );
}
