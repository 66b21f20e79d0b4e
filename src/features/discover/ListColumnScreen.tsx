/**
 * /list_column/*: a home section's "more" — one kind's works by class or tag, in a chosen order.
 * home_index lists comics, index_novel novels, index_tag works with one tag.
 */
import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { WorkKind } from '../../core/contract/content';
import { usePagedList } from '../../queries/usePagedList';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { fetchList } from '../../works/content.api';
import styles from '../../works/ListScreen.module.css';
import { PagedWorkList } from '../../works/PagedWorkList';
import { SortChips } from './SortChips';
import type { ListColumnSearch } from './search-params';

type Search = v.InferOutput<typeof ListColumnSearch>;

export function ListColumnScreen({
  search,
  kind,
  onChange,
}: {
  search: Search;
  /** Fixed by the route (home_index: comic, index_novel: novel); index_tag takes the search's. */
  kind?: WorkKind;
  onChange: (next: Search) => void;
}) {
  const { i18n } = useLingui();
  const filters = { kind: kind ?? search.kind, class_id: search.class_id, tag: search.tag, sort: search.sort };
  const list = usePagedList(JSON.stringify(filters), (page, signal) => fetchList(filters, page, signal));
  // Without a section's own name or a tag, the route's title: the one its tab (the document title) shows.
  const routeTitle = useRouterState({ select: (s) => s.matches.at(-1)?.staticData?.title });
  const title = search.title ?? (search.tag ? `#${search.tag}` : routeTitle ? i18n._(routeTitle) : '');
  return (
    <div className={styles.page}>
      <ScreenHeader title={title} />
      <div className={styles.filters}>
        <SortChips value={search.sort} onChange={(sort) => onChange({ ...search, sort })} />
      </div>
      <PagedWorkList list={list} layout="rows" />
    </div>
  );
}
