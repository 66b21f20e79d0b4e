/** The one paging rule: pages count from 1, and an answer says whether more follow the exact total. */
export interface Paging {
  page: number;
  page_size: number;
}

export const offsetOf = ({ page, page_size }: Paging): number => (page - 1) * page_size;

/** The paging fields of an answer, from the items of this page and the exact total. */
export const pageAnswer = <T>(list: T[], paging: Paging, total: number) => ({
  list,
  page: paging.page,
  page_size: paging.page_size,
  total,
  has_more: offsetOf(paging) + list.length < total,
});
