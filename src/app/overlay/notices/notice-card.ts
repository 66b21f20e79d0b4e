/** What both notice pop-ups share: their props and how they take focus and name the dialog. */
import { useEffect, useId, useRef } from 'react';
import type { Notice } from '../../../core/contract/site';
import { focusAfterFrame } from '../../../ui/Popup';

export interface NoticeCardProps {
  notice: Notice;
  onAppCentre: () => void;
  onGotIt: () => void;
  /** Ids of the card's title and content, which name and describe the dialog. */
  labelIds: { title: string; content: string };
}

/**
 * Focus goes to the card of each new notice (the dialog stays open between notices of one
 * style), so that a screen reader reads the new one from its title; after its frame, as the
 * dialog's own focus does.
 */
export function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => focusAfterFrame(() => ref.current), []);
  return ref;
}

export function useLabelIds(): NoticeCardProps['labelIds'] {
  const id = useId();
  return { title: `${id}-title`, content: `${id}-content` };
}
