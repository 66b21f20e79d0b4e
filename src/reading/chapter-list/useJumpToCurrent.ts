/** "Jump to the current chapter" of a chapter list: brings its row into view and flashes it a moment. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Chapter } from '../../core/contract/content';
import type { ChapterListHandle } from './ChapterList';

const FLASH_MS = 1600;

export function useJumpToCurrent(current: Chapter | null) {
  const list = useRef<ChapterListHandle>(null);
  const [flashId, setFlashId] = useState<number | null>(null);

  useEffect(() => {
    if (flashId === null) return;
    const timer = setTimeout(() => setFlashId(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashId]);

  const jump = useCallback(() => {
    if (!current) return;
    list.current?.reveal(current.id);
    setFlashId(current.id);
  }, [current]);

  return { list, flashId, jump };
}
