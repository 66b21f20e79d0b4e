/** Support's calls: readers, one reader, their ledger, and what support may change. */
import type * as v from 'valibot';
import type { LedgerItem, Page, ReaderDetail, ReaderItem } from '../../../core/admin/answers';
import type { ReadersQuery } from '../../../core/admin/schemas';
import { api } from '../../api/client';

export type ReadersSearch = v.InferOutput<typeof ReadersQuery>;

export const loadReaders = (search: ReadersSearch) => api.get<Page<ReaderItem>>('/readers', search);
export const loadReader = async (id: number) => {
  const [detail, ledger] = await Promise.all([
    api.get<ReaderDetail>(`/readers/${id}`),
    api.get<Page<LedgerItem>>(`/readers/${id}/ledger`, { page_size: 50 }),
  ]);
  return { detail, ledger };
};
export const adjustGold = (id: number, delta: number, reason: string) =>
  api.post<ReaderDetail>(`/readers/${id}/gold`, { delta, reason });
export const grantVip = (id: number, days: number, reason: string) =>
  api.post<ReaderDetail>(`/readers/${id}/vip`, { days, reason });
export const endSessions = (id: number) => api.post<ReaderDetail>(`/readers/${id}/sessions/end`);
export const ban = (id: number, reason: string) => api.post<ReaderDetail>(`/readers/${id}/ban`, { reason });
export const unban = (id: number) => api.post<ReaderDetail>(`/readers/${id}/unban`);
