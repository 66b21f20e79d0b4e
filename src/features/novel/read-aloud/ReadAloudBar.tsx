/** The floating read-aloud controls while reading aloud: pause or resume, the speed, stop. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSnapshot } from 'valtio';
import { stepIn } from '../../../reading/reader-kit/kept-settings';
import { Icon } from '../../../ui/Icon';
import { novelSettings, SPEECH_RATES, setNovelSetting } from '../novel-settings.state';
import styles from './ReadAloudBar.module.css';
import type { ReadAloudState } from './read-aloud';

export function ReadAloudBar({
  state,
  onPause,
  onResume,
  onStop,
}: {
  state: ReadAloudState;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}) {
  const { i18n } = useLingui();
  const { speechRate } = useSnapshot(novelSettings);
  const faster = stepIn(SPEECH_RATES, speechRate, 1);
  return (
    <div className={styles.aloud} data-testid="read-aloud-bar" data-reader-control>
      {state === 'playing' ? (
        <button type="button" onClick={onPause} aria-label={i18n._(msg`暂停朗读`)} data-testid="aloud-pause">
          <Icon name="pause" />
        </button>
      ) : (
        <button type="button" onClick={onResume} aria-label={i18n._(msg`继续朗读`)} data-testid="aloud-resume">
          <Icon name="play" />
        </button>
      )}
      <button
        type="button"
        className={styles.rate}
        onClick={() => setNovelSetting('speechRate', faster === speechRate ? (SPEECH_RATES[0] ?? 1) : faster)}
        aria-label={i18n._(msg`朗读速度`)}
        data-testid="aloud-rate"
      >
        {speechRate}×
      </button>
      <button type="button" onClick={onStop} aria-label={i18n._(msg`停止朗读`)} data-testid="aloud-stop">
        <Icon name="close" />
      </button>
    </div>
  );
}
