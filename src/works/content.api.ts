/** The calls about works, typed by the contract (src/core/contract/content.ts): home, classes, lists, topics, daily, limited free, search and its suggestions, a work's detail. */
import { call } from '../api';
import type { ListSort, WorkKind, WorkStatus } from '../core/contract/content';

export const PAGE_SIZE = 18;

export interface ListFilters {
  kind: WorkKind;
  class_id?: number;
  tag?: string;
  status?: WorkStatus;
  sort?: ListSort;
}

export const fetchHome = (channel: WorkKind, signal?: AbortSignal) => call('home', { channel }, { signal });

export const fetchClasses = (kind: WorkKind, signal?: AbortSignal) => call('getClassList', { kind }, { signal });

export const fetchList = (filters: ListFilters, page: number, signal?: AbortSignal) =>
  call('getListByClassV3', { ...filters, page, page_size: PAGE_SIZE }, { signal });

export const fetchCollections = (page: number, signal?: AbortSignal) =>
  call('get_colletion', { page, page_size: 6 }, { signal });

export const fetchDaily = (weekday: number, signal?: AbortSignal) => call('getDailyUpdate', { weekday }, { signal });

export const fetchLimitedFree = (page: number, signal?: AbortSignal) =>
  call('limitedFree', { page, page_size: PAGE_SIZE }, { signal });

export const searchWorks = (keyword: string, page: number, kind?: WorkKind, signal?: AbortSignal) =>
  call('search', { keyword, page, page_size: PAGE_SIZE, ...(kind ? { kind } : {}) }, { signal });

export const fetchHotWords = (signal?: AbortSignal) => call('searchHot', {}, { signal });

/** The works offered under the search box as the reader types; quiet: a failed one is simply not shown. */
export const suggestWorks = (keyword: string, kind?: WorkKind, signal?: AbortSignal) =>
  call('searchSuggest', { keyword, ...(kind ? { kind } : {}) }, { signal, quiet: true });

export const fetchDetail = (id: number, signal?: AbortSignal) => call('workDetail', { id }, { signal });
