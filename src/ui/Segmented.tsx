/** A small segmented control (language, theme): native radios, styled as segments. */
import { type ChoiceProps, Choices } from './Choices';
import styles from './Segmented.module.css';

const LOOK = { group: styles.group!, option: styles.option!, on: styles.on! };

export function Segmented<T extends string>(props: ChoiceProps<T>) {
  return <Choices {...props} as="radios" look={LOOK} />;
}
