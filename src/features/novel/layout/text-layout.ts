/**
 * Where a text offset is on screen, and which offset is at a place on screen, for one rendered
 * chapter (paragraphs `p[data-start]`, each one text node). Both views use it: paged mode asks
 * "which column holds this offset" and "which offset opens column n"; scroll mode asks "which
 * offset is at the top". Offsets grow with position on screen, so each question is two binary
 * searches (paragraphs, then characters): about twenty measurements however long the chapter.
 */

export class TextLayout {
  private readonly paragraphs: HTMLElement[];
  private readonly starts: number[];
  private readonly range: Range;

  constructor(root: ParentNode) {
    this.paragraphs = [...root.querySelectorAll<HTMLElement>('p[data-start]')];
    this.starts = this.paragraphs.map((p) => Number(p.dataset.start));
    this.range = document.createRange();
  }

  get empty(): boolean {
    return this.paragraphs.length === 0;
  }

  private node(index: number): Text | null {
    const child = this.paragraphs[index]?.firstChild;
    return child instanceof Text ? child : null;
  }

  private length(index: number): number {
    return this.node(index)?.length ?? 0;
  }

  /** Paragraph index holding `offset` (the next one between paragraphs, the last after the end). */
  private indexOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    let found = 0;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if ((this.starts[mid] as number) <= offset) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    const ended = offset >= (this.starts[found] as number) + this.length(found);
    return ended && found + 1 < this.starts.length ? found + 1 : found;
  }

  /** The box of one character of paragraph `index`. */
  private charRect(index: number, at: number): DOMRect | null {
    const node = this.node(index);
    if (!node || node.length === 0) return this.paragraphs[index]?.getBoundingClientRect() ?? null;
    const i = Math.min(Math.max(0, at), node.length - 1);
    this.range.setStart(node, i);
    this.range.setEnd(node, i + 1);
    const rects = this.range.getClientRects();
    return rects[rects.length - 1] ?? this.range.getBoundingClientRect();
  }

  /** The box of the character at `offset` (the next character when it is whitespace between paragraphs). */
  rectAt(offset: number): DOMRect | null {
    if (this.empty) return null;
    const index = this.indexOf(offset);
    const start = this.starts[index] as number;
    return this.charRect(index, Math.max(0, offset - start));
  }

  /**
   * The first offset whose character box passes `test`, when boxes pass from some point on (the
   * test is monotonic in reading order); null when none does.
   */
  firstOffset(test: (rect: DOMRect) => boolean): number | null {
    const count = this.paragraphs.length;
    const passes = (index: number, at: number) => {
      const rect = this.charRect(index, at);
      return rect ? test(rect) : false;
    };
    // The first paragraph whose last character passes.
    let low = 0;
    let high = count - 1;
    let paragraph = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (passes(mid, this.length(mid) - 1)) {
        paragraph = mid;
        high = mid - 1;
      } else low = mid + 1;
    }
    if (paragraph < 0) return null;
    let lo = 0;
    let hi = this.length(paragraph) - 1;
    let at = hi;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (passes(paragraph, mid)) {
        at = mid;
        hi = mid - 1;
      } else lo = mid + 1;
    }
    return (this.starts[paragraph] as number) + Math.max(0, at);
  }

  /** A DOM range over chapter offsets [start, end) (read-aloud's highlight), or null. */
  rangeOf(start: number, end: number): Range | null {
    if (this.empty || end <= start) return null;
    const first = this.indexOf(start);
    const last = this.indexOf(Math.max(start, end - 1));
    const startNode = this.node(first);
    const endNode = this.node(last);
    if (!startNode || !endNode) return null;
    const range = document.createRange();
    range.setStart(startNode, Math.min(startNode.length, Math.max(0, start - (this.starts[first] as number))));
    range.setEnd(endNode, Math.min(endNode.length, Math.max(0, end - (this.starts[last] as number))));
    return range;
  }
}
