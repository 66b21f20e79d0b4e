/** The search box empty: the reader's recent searches (kept on the device, clearable) and the hot words. */
import { Trans } from '@lingui/react/macro';
import { useRemote } from '../../queries/useRemote';
import { hotWordsQuery } from '../../works/content.api';
import styles from './SearchScreen.module.css';

export function SearchStart({
  history,
  onPick,
  onClear,
}: {
  history: string[];
  onPick: (word: string) => void;
  onClear: () => void;
}) {
  const hot = useRemote(hotWordsQuery);
  return (
    <div className={styles.suggestions}>
      {history.length > 0 && (
        <section>
          <header className={styles.heading}>
            <h2>
              <Trans>搜索历史</Trans>
            </h2>
            <button type="button" className={styles.clear} onClick={onClear}>
              <Trans>清空</Trans>
            </button>
          </header>
          <div className={styles.words}>
            {history.map((word) => (
              <button key={word} type="button" className={styles.word} onClick={() => onPick(word)}>
                {word}
              </button>
            ))}
          </div>
        </section>
      )}
      <section>
        <header className={styles.heading}>
          <h2>
            <Trans>热门搜索</Trans>
          </h2>
        </header>
        <ol className={styles.hot}>
          {(hot.data?.words ?? []).map((word, i) => (
            <li key={word}>
              <button type="button" className={styles.hotWord} onClick={() => onPick(word)}>
                <span className={styles.hotRank} data-top={i < 3 ? '' : undefined}>
                  {i + 1}
                </span>
                {word}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
