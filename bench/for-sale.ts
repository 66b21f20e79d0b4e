/** What the server benchmarks buy: gold chapters for sale now, outside any limited-free window. */
import type { Db } from '../server/db/engine';

export async function chaptersForSale(db: Db): Promise<number[]> {
  const now = Math.floor(Date.now() / 1000);
  const rows = await db
    .selectFrom('chapters')
    .innerJoin('works', 'works.id', 'chapters.work_id')
    .select('chapters.id')
    .where('chapters.access', '=', 'gold')
    .where('chapters.price', '>', 0)
    .where((eb) => eb.or([eb('chapters.free_until', 'is', null), eb('chapters.free_until', '<=', now)]))
    .where((eb) => eb.or([eb('works.free_until', 'is', null), eb('works.free_until', '<=', now)]))
    .orderBy('chapters.id')
    .execute();
  return rows.map((c) => c.id);
}
