/**
 * /search: comics, novels and videos at once, narrowed by kind, by title or author in characters,
 * pinyin or initials, Simplified or Traditional. Before typing, the hot words and the reader's
 * recent searches (SearchStart); while typing, the works the text finds (SearchSuggestions);
 * searched (the keyboard's search key, or the first suggestion row), the results in the address.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { WORK_KINDS, type WorkKind } from '../../core/contract/content';
import { usePagedList } from '../../queries/usePagedList';
import { Chips } from '../../ui/Chips';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { useBack } from '../../ui/useBack';
import { useEffectOn } from '../../ui/useEffectOn';
import { searchWorks } from '../../works/content.api';
import { KIND_LABELS } from '../../works/labels';
import { PagedWorkList } from '../../works/PagedWorkList';
import styles from './SearchScreen.module.css';
import { SearchStart } from './SearchStart';
import { SearchSuggestions } from './SearchSuggestions';
import { clearSearchHistory, readSearchHistory, rememberSearch } from './search-history';
import { useSuggestions } from './useSuggestions';

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
  // Typing something else than what was searched: the works it finds show under the box.
  const typing = text.trim() !== '' && text.trim() !== keyword;
  const suggestions = useSuggestions(typing ? text : '', kind);

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
              onChange={(event) => {
                setText(event.target.value);
                // An emptied box leaves the results: the hot words and the recent searches show.
                if (!event.target.value.trim() && keyword) onChange({ kind });
              }}
            />
            {text ? (
              <button
                type="button"
                className={styles.clearText}
                aria-label={i18n._(msg`清除`)}
                onClick={(event) => {
                  setText('');
                  if (keyword) onChange({ kind });
                  // Back to typing, as the native clear button leaves it.
                  (event.currentTarget.previousElementSibling as HTMLInputElement | null)?.focus();
                }}
              >
                <Icon name="close" size={16} />
              </button>
            ) : null}
          </label>
          <button type="button" className={styles.cancel} onClick={back}>
            <Trans>取消</Trans>
          </button>
        </form>
      </search>
      {typing ? (
        <SearchSuggestions
          text={text}
          list={suggestions.list}
          onSearch={submit}
          onPick={(work) => setHistory(rememberSearch(work.title))}
        />
      ) : keyword ? (
        <Results
          keyword={keyword}
          kind={kind}
          onKind={(next) => onChange({ q: keyword, kind: next })}
          onSeen={() => setHistory(rememberSearch(keyword))}
        />
      ) : (
        <SearchStart
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
