/** The reader's records: gold ledger, payment orders, purchased chapters (src/core/contract/growth.ts). */
import { call } from '../../api';
import { ensureSession } from '../../state/session';

export const RECORDS_PAGE_SIZE = 20;

// A reader who opens a record screen directly may not have a guest account yet: ensureSession first.
const paging = async (page: number) => {
  await ensureSession();
  return { page, page_size: RECORDS_PAGE_SIZE };
};

export const fetchGoldRecords = async (page: number, signal?: AbortSignal) =>
  call('goldRecords', await paging(page), { signal, quiet: true });

export const fetchPayRecords = async (page: number, signal?: AbortSignal) =>
  call('payRecords', await paging(page), { signal, quiet: true });

export const fetchPurchases = async (page: number, signal?: AbortSignal) =>
  call('purchaseRecords', await paging(page), { signal, quiet: true });
