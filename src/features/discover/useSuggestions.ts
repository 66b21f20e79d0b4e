/**
 * The works offered under the search box for what the reader is typing: asked for once typing
 * pauses (SUGGEST_DEBOUNCE_MS), through the keyed cache (a text typed again is not asked again);
 * the question for an older text is aborted as soon as the text changes, and its answer, kept
 * under its own text, never replaces a newer one. The last answer stays on show meanwhile.
 */
import { useEffect, useRef, useState } from 'react';
import type { SearchSuggestion, WorkKind } from '../../core/contract/content';
import { useRemote } from '../../queries/useRemote';
import { suggestionsQuery } from '../../works/content.api';

export const SUGGEST_DEBOUNCE_MS = 200;

export interface Suggestions {
  /** The text they were found for. */
  keyword: string;
  list: SearchSuggestion[];
}

const NONE: Suggestions = { keyword: '', list: [] };

export function useSuggestions(text: string, kind: WorkKind | undefined): Suggestions {
  const keyword = text.trim();
  const [asked, setAsked] = useState('');
  useEffect(() => {
    if (!keyword) {
      setAsked('');
      return;
    }
    const timer = setTimeout(() => setAsked(keyword), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const answer = useRemote(suggestionsQuery(asked, kind)).data;
  const shown = useRef(NONE);
  if (!keyword) shown.current = NONE;
  else if (answer) shown.current = { keyword: asked, list: answer.list };
  return shown.current;
}
