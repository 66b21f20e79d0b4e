/** "从 mm:ss 继续" for a few seconds after a resumed episode opens, with the way back to its start. */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { clock } from '../../../../core/format';
import styles from './PlayerCards.module.css';

export const RESUME_HINT_MS = 5000;

export function ResumeHint({ seconds, onRestart }: { seconds: number; onRestart: () => void }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), RESUME_HINT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  const time = clock(seconds);
  return (
    <div className={styles.hint} role="status" data-testid="resume-hint">
      <span>
        <Trans>从 {time} 继续</Trans>
      </span>
      <button
        type="button"
        onClick={() => {
          onRestart();
          setShown(false);
        }}
      >
        <Trans>从头播放</Trans>
      </button>
    </div>
  );
}
