/**
 * Read-aloud in the reader: one ReadAloud for the screen's life, the sentence being read shown with
 * the CSS Custom Highlight API (no change to the text's DOM) and kept in view by the screen, the
 * lock screen's controls through MediaSession, and silence when the reader leaves.
 */
import { useEffect, useRef, useState } from 'react';
import type { ChapterContentAnswer } from '../../../core/contract/reading';
import type { Sentence } from '../layout/novel-text';
import { ReadAloud, type ReadAloudState, speechAvailable } from './read-aloud';

const HIGHLIGHT = 'novel-reading';

export interface ReadAloudHooks {
  /** The sentence being read: highlight it and bring it into view; returns its range when laid out. */
  onSentence: (chapterId: number, sentence: Sentence) => Range | null;
  /** The chapter has been read to its end: open the next one (and call `continueWith`). */
  onChapterEnd: (chapterId: number) => void;
}

export function useReadAloud(rate: number, hooks: ReadAloudHooks) {
  const [state, setState] = useState<ReadAloudState>('idle');
  const [reading, setReading] = useState<{ chapterId: number; start: number } | null>(null);
  const hooksRef = useRef(hooks);
  hooksRef.current = hooks;
  const engine = useRef<ReadAloud | null>(null);

  const get = () => {
    if (!engine.current && speechAvailable()) {
      engine.current = new ReadAloud(
        window.speechSynthesis,
        {
          onSentence: (chapterId, sentence) => {
            setReading({ chapterId, start: sentence.start });
            const range = hooksRef.current.onSentence(chapterId, sentence);
            if (typeof CSS !== 'undefined' && 'highlights' in CSS) {
              if (range) CSS.highlights.set(HIGHLIGHT, new Highlight(range));
              else CSS.highlights.delete(HIGHLIGHT);
            }
          },
          onChapterEnd: (chapterId) => hooksRef.current.onChapterEnd(chapterId),
          onState: (next) => {
            setState(next);
            if (next === 'idle') {
              setReading(null);
              if (typeof CSS !== 'undefined' && 'highlights' in CSS) CSS.highlights.delete(HIGHLIGHT);
            }
            if ('mediaSession' in navigator) navigator.mediaSession.playbackState = next === 'idle' ? 'none' : next;
          },
        },
        rate,
      );
    }
    return engine.current;
  };

  useEffect(() => engine.current?.setRate(rate), [rate]);

  // Silence on leaving, whatever the way out.
  useEffect(
    () => () => {
      engine.current?.stop();
      if (typeof CSS !== 'undefined' && 'highlights' in CSS) CSS.highlights.delete(HIGHLIGHT);
      if ('mediaSession' in navigator) {
        navigator.mediaSession.metadata = null;
        for (const action of ['play', 'pause', 'stop', 'nexttrack', 'previoustrack'] as const) {
          navigator.mediaSession.setActionHandler(action, null);
        }
      }
    },
    [],
  );

  const start = (content: ChapterContentAnswer, offset: number) => {
    const reader = get();
    if (!reader || !content.readable) return;
    reader.start(content.chapter.id, content.text, offset);
    if ('mediaSession' in navigator && typeof MediaMetadata === 'function') {
      navigator.mediaSession.metadata = new MediaMetadata({
        title: content.chapter.title,
        artist: content.work.author,
        album: content.work.title,
        artwork: content.work.cover ? [{ src: content.work.cover, sizes: '300x400' }] : [],
      });
      const session = navigator.mediaSession;
      session.setActionHandler('play', () => engine.current?.resume());
      session.setActionHandler('pause', () => engine.current?.pause());
      session.setActionHandler('stop', () => engine.current?.stop());
      session.setActionHandler('nexttrack', () => engine.current?.skip(1));
      session.setActionHandler('previoustrack', () => engine.current?.skip(-1));
    }
  };

  return {
    available: speechAvailable(),
    state,
    reading,
    start,
    pause: () => engine.current?.pause(),
    resume: () => engine.current?.resume(),
    stop: () => engine.current?.stop(),
  };
}
