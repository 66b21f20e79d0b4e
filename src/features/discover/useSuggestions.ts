/**
 * The works offered under the search box for what the reader is typing: asked for once typing
 * pauses (SUGGEST_DEBOUNCE_MS), the question before cancelled as soon as the text changes, so an
 * answer to an older text never replaces a newer one. The last answer stays on show meanwhile.
 */
import { useEffect, useState } from 'react';
import type { SearchSuggestion, WorkKind } from '../../core/contract/content';
import { suggestWorks } from '../../works/content.api';

export const SUGGEST_DEBOUNCE_MS = 200;

export interface Suggestions {
  /** The text they were found for. */
  keyword: string;
  list: SearchSuggestion[];
}

const NONE: Suggestions = { keyword: '', list: [] };

export function useSuggestions(text: string, kind: WorkKind | undefined): Suggestions {
  const keyword = text.trim();
  const [found, setFound] = useState(NONE);
  useEffect(() => {
    if (!keyword) {
      setFound(NONE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestWorks(keyword, kind, controller.signal).then(
        ({ list }) => {
          if (!controller.signal.aborted) setFound({ keyword, list });
        },
        () => {},
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, kind]);
  return found;
}
