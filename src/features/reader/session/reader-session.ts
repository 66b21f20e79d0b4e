/**
 * One reading session of a work, outside React: which chapters are loaded, which are shown one
 * after another in the webtoon strip, the chapter being read, and the page. The page changes
 * often (every scrolled page) and lives in its own small store, so that only what shows it
 * re-renders; the rest changes a few times per chapter.
 */
import type { ChapterContentAnswer } from '../../../core/contract/reading';
import type { SavedPosition } from '../../../reading/progress';
import { resumePage } from '../../../reading/progress';

export type Slot =
  | { status: 'loading' }
  | { status: 'ready'; content: ChapterContentAnswer }
  | { status: 'failed'; error: unknown };

export interface Position {
  chapterId: number;
  page: number;
}

export interface SessionState {
  /** Chapters shown one after another in webtoon mode, from the one opened. */
  strip: readonly number[];
  slots: ReadonlyMap<number, Slot>;
  /** The chapter being read (null before the first is known). */
  chapterId: number | null;
  /** A jump the view must make (opening a chapter, the page slider); `seq` changes every time. */
  jump: (Position & { seq: number }) | null;
}

export interface SessionDeps {
  fetchChapter: (chapterId: number, fresh?: boolean) => Promise<ChapterContentAnswer>;
  savedPosition: (workId: number) => Promise<SavedPosition | null>;
}

type Listener = () => void;

/** A page of the chapter: a number, or the last page (going back from the next chapter). */
export type PageRequest = number | 'last' | undefined;

export class ReaderSession {
  private state: SessionState = { strip: [], slots: new Map(), chapterId: null, jump: null };
  private position: Position | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly positionListeners = new Set<Listener>();
  private seq = 0;
  private opening = 0;
  private disposed = false;

  constructor(
    readonly workId: number,
    private readonly deps: SessionDeps,
  ) {}

  getState = (): SessionState => this.state;
  getPosition = (): Position | null => this.position;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  subscribePosition = (listener: Listener): (() => void) => {
    this.positionListeners.add(listener);
    return () => this.positionListeners.delete(listener);
  };

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    this.positionListeners.clear();
  }

  slot(chapterId: number | null | undefined): Slot | undefined {
    return chapterId == null ? undefined : this.state.slots.get(chapterId);
  }

  /** The content of a chapter when it is loaded. */
  content(chapterId: number | null | undefined): ChapterContentAnswer | null {
    const slot = this.slot(chapterId);
    return slot?.status === 'ready' ? slot.content : null;
  }

  private update(patch: Partial<SessionState>): void {
    if (this.disposed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private setSlot(chapterId: number, slot: Slot): void {
    const slots = new Map(this.state.slots);
    slots.set(chapterId, slot);
    this.update({ slots });
  }

  /** Loads a chapter's content into its slot; resolves null when it failed (the slot says why). */
  async load(chapterId: number, fresh = false): Promise<ChapterContentAnswer | null> {
    const current = this.state.slots.get(chapterId);
    if (!fresh && current?.status === 'ready' && current.content.readable) return current.content;
    if (current?.status !== 'ready' || fresh) this.setSlot(chapterId, { status: 'loading' });
    try {
      const content = await this.deps.fetchChapter(chapterId, fresh);
      this.setSlot(chapterId, { status: 'ready', content });
      return content;
    } catch (error) {
      this.setSlot(chapterId, { status: 'failed', error });
      return null;
    }
  }

  /** Fetches a chapter ahead of need (the next one, near the end of this one). */
  prefetch(chapterId: number | null | undefined): void {
    if (chapterId == null || this.state.slots.has(chapterId)) return;
    void this.load(chapterId);
  }

  private pageFor(content: ChapterContentAnswer, request: PageRequest, saved: SavedPosition | null): number {
    const total = content.readable ? content.pages.length : 0;
    if (request === 'last') return Math.max(0, total - 1);
    return resumePage(content.chapter.id, request, saved, total);
  }

  private land(chapterId: number, page: number): void {
    this.setPosition({ chapterId, page });
    this.update({ chapterId, jump: { chapterId, page, seq: ++this.seq } });
  }

  /**
   * Opens a chapter, alone in the strip, at `page` — or, with none asked for, where the reader
   * left it. A chapter already loaded opens in the same frame (no loading flash between pages).
   */
  async open(chapterId: number, page?: PageRequest): Promise<void> {
    const ticket = ++this.opening;
    const ready = this.content(chapterId);
    if (ready?.readable && page !== undefined) {
      this.update({ strip: [chapterId] });
      this.land(chapterId, this.pageFor(ready, page, null));
      return;
    }
    this.update({ strip: [chapterId], chapterId, jump: null });
    const [content, saved] = await Promise.all([
      this.load(chapterId),
      page === undefined ? this.deps.savedPosition(this.workId).catch(() => null) : Promise.resolve(null),
    ]);
    if (ticket !== this.opening || !content) return;
    this.land(chapterId, this.pageFor(content, page, saved));
  }

  /** Loads a chapter again (after a purchase, or to retry) and shows it from its first page. */
  async reload(chapterId: number): Promise<void> {
    const ticket = ++this.opening;
    const content = await this.load(chapterId, true);
    if (ticket !== this.opening || !content) return;
    if (this.state.chapterId === chapterId) this.land(chapterId, 0);
  }

  /** Webtoon: the strip reached the end of its last chapter; the next one follows below. */
  appendNext(): void {
    const last = this.state.strip.at(-1);
    const content = this.content(last);
    if (!content?.readable || content.next_id === null || this.state.strip.includes(content.next_id)) return;
    this.update({ strip: [...this.state.strip, content.next_id] });
    void this.load(content.next_id);
  }

  /** Webtoon again after paged reading: the strip starts over from the chapter being read. */
  restartStrip(): void {
    const position = this.position;
    if (!position) return;
    this.update({ strip: [position.chapterId] });
    this.land(position.chapterId, position.page);
  }

  /** The view reports the page on screen. */
  setPosition(position: Position): void {
    if (this.disposed) return;
    const before = this.position;
    if (before && before.chapterId === position.chapterId && before.page === position.page) return;
    this.position = position;
    for (const listener of this.positionListeners) listener();
    if (position.chapterId !== this.state.chapterId) this.update({ chapterId: position.chapterId });
  }

  /** The page slider: a page of the chapter being read. */
  seek(page: number): void {
    const chapterId = this.state.chapterId;
    const content = this.content(chapterId);
    if (chapterId === null || !content?.readable) return;
    this.land(chapterId, Math.min(Math.max(0, page), content.pages.length - 1));
  }
}
