/**
 * /search: type to search comics, novels and videos at once (debounced), narrowed by kind;
 * before typing, the hot words and the reader's recent searches.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { WORK_KINDS, type WorkKind } from '../../core/contract/content';
import { usePagedList } from '../../queries/usePagedList';
import { useRemote } from '../../queries/useRemote';
import { Chips } from '../../ui/Chips';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { useBack } from '../../ui/useBack';
import { useEffectOn } from '../../ui/useEffectOn';
import { hotWordsQuery, searchWorks } from '../../works/content.api';
import { KIND_LABELS } from '../../works/labels';
import { PagedWorkList } from '../../works/PagedWorkList';
import styles from './SearchScreen.module.css';
import { clearSearchHistory, readSearchHistory, rememberSearch } from './search-history';

const DEBOUNCE_MS = 300;

export function SearchScreen({
  query,
  kind,
  onChange,
}: {
  query: string;
  kind?: WorkKind;
  onChange: (next: { q?: string; kind?: WorkKind }) => void;
}) {
  const { i18n } = useLingui();
  const back = useBack();
  const [text, setText] = useState(query);
  const [history, setHistory] = useState(readSearchHistory);
  const keyword = query.trim();

  // Typing updates the address (and so the results) once the reader pauses.
  useEffect(() => {
    if (text.trim() === keyword) return;
    const timer = setTimeout(() => onChange({ q: text.trim() || undefined, kind }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, keyword, kind, onChange]);

  const submit = (word: string) => {
    setText(word);
    setHistory(rememberSearch(word));
    onChange({ q: word.trim() || undefined, kind });
  };

  return (
    <div className={styles.page}>
      <search className={styles.bar}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submit(text);
            (document.activeElement as HTMLElement | null)?.blur();
          }}
        >
          <label className={styles.field}>
            <Icon name="search" size={18} />
            <input
              type="search"
              enterKeyHint="search"
              // biome-ignore lint/a11y/noAutofocus: the reader came here to type
              autoFocus
              value={text}
              maxLength={50}
              placeholder={i18n._(msg`搜索漫画、小说、视频`)}
              aria-label={i18n._(msg`搜索`)}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <button type="button" className={styles.cancel} onClick={back}>
            <Trans>取消</Trans>
          </button>
        </form>
      </search>
      {keyword ? (
        <Results
          keyword={keyword}
          kind={kind}
          onKind={(next) => onChange({ q: keyword, kind: next })}
          onSeen={() => setHistory(rememberSearch(keyword))}
        />
      ) : (
        <Suggestions
          history={history}
          onPick={submit}
          onClear={() => {
            clearSearchHistory();
            setHistory([]);
          }}
        />
      )}
    </div>
  );
}

function Results({
  keyword,
  kind,
  onKind,
  onSeen,
}: {
  keyword: string;
  kind?: WorkKind;
  onKind: (kind?: WorkKind) => void;
  onSeen: () => void;
}) {
  const { i18n } = useLingui();
  const list = usePagedList(`search:${kind ?? 'all'}:${keyword}`, (page, signal) =>
    searchWorks(keyword, page, kind, signal),
  );
  // A search that found something is worth remembering.
  const found = list.items.length > 0;
  useEffectOn([found, keyword], () => {
    if (found) onSeen();
  });
  return (
    <>
      <Chips
        label={i18n._(msg`类型`)}
        value={kind ?? 'all'}
        options={[
          { value: 'all', label: i18n._(msg`全部`) },
          ...WORK_KINDS.map((value) => ({ value, label: i18n._(KIND_LABELS[value]) })),
        ]}
        onChange={(value) => onKind(value === 'all' ? undefined : value)}
      />
      <PagedWorkList
        list={list}
        layout="rows"
        empty={
          <EmptyState icon="search" title={<Trans>没有找到相关作品</Trans>}>
            <Trans>换个关键词试试，或者看看热门搜索。</Trans>
          </EmptyState>
        }
      />
    </>
  );
}

function Suggestions({
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
