/** What every reader screen lays over its page: the brightness dimmer and, while no chapter is in, the top bar alone. */
import type { ComponentProps } from 'react';
import styles from './ReaderFrame.module.css';
import { ReaderTopBar } from './ReaderTopBar';

/** `brightness` 1 leaves the page as it is; lower dims it (see BRIGHTNESS_MIN). */
export function Dimmer({ brightness }: { brightness: number }) {
  return <div className={styles.dimmer} style={{ opacity: 1 - brightness }} aria-hidden="true" />;
}

/** The top bar over the loading and failed states, so there is always a way back. */
export function TopBarOnly(props: ComponentProps<typeof ReaderTopBar>) {
  return (
    <div className={styles.topOnly}>
      <ReaderTopBar {...props} />
    </div>
  );
}
