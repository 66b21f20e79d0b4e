/** The novel reader as the specs read it: its element, the page strip, the reading offset and whether it is shown. */
import type { Page } from '@playwright/test';

export const reader = (page: Page) => page.getByTestId('novel-reader');
export const strip = (page: Page) => page.getByTestId('novel-page-strip');

export const offsetOf = async (page: Page) => Number(await reader(page).getAttribute('data-offset'));

/** Whether the character at the reader's offset is on screen (inside the page or the column). */
export async function offsetOnScreen(page: Page): Promise<boolean> {
  return reader(page).evaluate((root) => {
    const offset = Number(root.getAttribute('data-offset'));
    const chapter = root.getAttribute('data-chapter');
    const scope = root.querySelector(`[data-chapter="${chapter}"]`) ?? root;
    const paragraphs = [...scope.querySelectorAll<HTMLElement>('p[data-start]')];
    const p = paragraphs.filter((el) => Number(el.dataset.start) <= offset).at(-1) ?? paragraphs[0];
    const node = p?.firstChild;
    if (!p || !(node instanceof Text)) return false;
    const at = Math.min(node.length - 1, Math.max(0, offset - Number(p.dataset.start)));
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const rect = range.getBoundingClientRect();
    return rect.left >= 0 && rect.right <= innerWidth && rect.top >= 0 && rect.bottom <= innerHeight;
  });
}
