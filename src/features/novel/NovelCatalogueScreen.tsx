/**
 * A novel's catalogue (/novel/novel_catalogue): the comic catalogue's screen (features/detail/
 * catalogue: virtual list, read / current / locked / purchased / downloaded marks, order, jump to
 * the chapter being read, 下载) with the novel kind: its rows open the novel reader, the current
 * one at the saved sentence.
 */
import { CatalogueScreen } from '../detail/catalogue/CatalogueScreen';
import type { ChapterOrder } from '../detail/catalogue/chapter-state';

export function NovelCatalogueScreen({
  id,
  order,
  onOrder,
}: {
  id: number;
  order: ChapterOrder;
  onOrder: (order: ChapterOrder) => void;
}) {
  return <CatalogueScreen id={id} kind="novel" order={order} onOrder={onOrder} />;
}
