/** The calls about works, typed by the contract (src/core/contract/content.ts): home, classes, lists, topics, daily, limited free, search and its suggestions, a work's detail. */
import { call } from '../api';
import type { ListSort, WorkKind, WorkStatus } from '../core/contract/content';
import { remoteQuery } from '../queries/remote-cache';

/** Lists that change rarely (classes, hot words) are asked once in this long. */
const RARELY_MS = 5 * 60_000;
/** The suggestions for one text are asked once in this long. */
const SUGGESTIONS_FRESH_MS = 60_000;

export const PAGE_SIZE = 18;

export interface ListFilters {
  kind: WorkKind;
  class_id?: number;
  tag?: string;
  status?: WorkStatus;
  sort?: ListSort;
}

export const fetchHome = (channel: WorkKind, signal?: AbortSignal) => call('home', { channel }, { signal });

const fetchClasses = (kind: WorkKind, signal?: AbortSignal) => call('getClassList', { kind }, { signal });

export const fetchList = (filters: ListFilters, page: number, signal?: AbortSignal) =>
  call('getListByClassV3', { ...filters, page, page_size: PAGE_SIZE }, { signal });

export const fetchTopics = (page: number, signal?: AbortSignal) =>
  call('get_colletion', { page, page_size: 6 }, { signal });

/** One topic's works, all in one page (asked for by id, the topic comes with every work). */
export async function fetchTopicWorks(id: number, page: number, signal?: AbortSignal) {
  const answer = await call('get_colletion', { id, page, page_size: 1 }, { signal });
  return { list: answer.list[0]?.works ?? [], has_more: false, topic: answer.list[0] };
}

export const fetchDaily = (weekday: number, signal?: AbortSignal) => call('getDailyUpdate', { weekday }, { signal });

export const fetchLimitedFree = (page: number, signal?: AbortSignal) =>
  call('limitedFree', { page, page_size: PAGE_SIZE }, { signal });

export const searchWorks = (keyword: string, page: number, kind?: WorkKind, signal?: AbortSignal) =>
  call('search', { keyword, page, page_size: PAGE_SIZE, ...(kind ? { kind } : {}) }, { signal });

const fetchHotWords = (signal?: AbortSignal) => call('searchHot', {}, { signal });

const fetchDetail = (id: number, signal?: AbortSignal) => call('workDetail', { id }, { signal });

/** Quiet: a failed one is simply not shown. */
const fetchSuggestions = (keyword: string, kind?: WorkKind, signal?: AbortSignal) =>
  call('searchSuggest', { keyword, ...(kind ? { kind } : {}) }, { signal, quiet: true });

/** A work's detail, as the detail and its chapter list share it (an older copy shows while it comes). */
export const detailQuery = (id: number) =>
  remoteQuery({ key: ['detail', id], fetch: (signal) => fetchDetail(id, signal), showStale: true });

export const classesQuery = (kind: WorkKind) =>
  remoteQuery({ key: ['classes', kind], fetch: (signal) => fetchClasses(kind, signal), freshMs: RARELY_MS });

export const hotWordsQuery = remoteQuery({
  key: ['hot-words'],
  fetch: (signal) => fetchHotWords(signal),
  freshMs: RARELY_MS,
});

/** The works offered under the search box for a text (none for no text): the same text typed again is not asked again. */
export const suggestionsQuery = (keyword: string, kind?: WorkKind) =>
  remoteQuery({
    key: ['suggestions', kind ?? '', keyword],
    fetch: (signal) => (keyword ? fetchSuggestions(keyword, kind, signal) : Promise.resolve({ list: [] })),
    freshMs: SUGGESTIONS_FRESH_MS,
  });
