/** A row of filter chips (one choice), scrolling sideways when it does not fit. */
import styles from './Chips.module.css';
import { type ChoiceProps, Choices } from './Choices';

const LOOK = { group: styles.row!, option: styles.chip!, on: styles.on! };

export function Chips<T extends string | number>(props: ChoiceProps<T>) {
  return <Choices {...props} as="buttons" look={LOOK} />;
}
