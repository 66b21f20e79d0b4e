/** The look of a row of choices in a reader's settings: native radios drawn as chips that wrap. */
import type { ChoiceLook } from '../../ui/Choices';
import styles from './ReaderChrome.module.css';

export const SETTING_LOOK: ChoiceLook = {
  group: styles.choice!,
  legend: styles.settingLabel!,
  options: styles.chips!,
  option: styles.chip!,
  on: styles.on!,
};
