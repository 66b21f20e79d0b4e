/**
 * Under the search box as the reader types: a row that searches for the text itself, then the works
 * it finds (useSuggestions), each with the part that matched highlighted — in its title, or in its
 * author when only that matched. A work opens its detail.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SearchMatch, SearchSuggestion } from '../../core/contract/content';
import { Icon } from '../../ui/Icon';
import { detailLink } from '../../works/detail-link';
import { KIND_LABELS } from '../../works/labels';
import { aroundMatch } from './highlight';
import styles from './SearchSuggestions.module.css';

function Marked({ text, match }: { text: string; match: SearchMatch | null }) {
  if (!match) return text;
  const [before, matched, after] = aroundMatch(text, match.start, match.end);
  return (
    <>
      {before}
      <mark>{matched}</mark>
      {after}
    </>
  );
}

export function SearchSuggestions({
  text,
  list,
  onSearch,
  onPick,
}: {
  text: string;
  list: SearchSuggestion[];
  onSearch: (word: string) => void;
  onPick: (work: SearchSuggestion) => void;
}) {
  const { i18n } = useLingui();
  const word = text.trim();
  return (
    <ul className={styles.list} aria-label={i18n._(msg`搜索建议`)} data-testid="search-suggestions">
      <li>
        <button type="button" className={styles.searchRow} onClick={() => onSearch(word)}>
          <Icon name="search" size={18} />
          <span className={styles.title}>
            <Trans>搜索“{word}”</Trans>
          </span>
        </button>
      </li>
      {list.map((work) => (
        <li key={work.id}>
          <Link
            {...detailLink(work.kind, work.id)}
            className={styles.row}
            data-testid="search-suggestion"
            onClick={() => onPick(work)}
          >
            <span className={styles.title}>
              <Marked text={work.title} match={work.match.field === 'title' ? work.match : null} />
            </span>
            <span className={styles.meta}>
              <span className={styles.kind}>{i18n._(KIND_LABELS[work.kind])}</span>
              <Marked text={work.author} match={work.match.field === 'author' ? work.match : null} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
