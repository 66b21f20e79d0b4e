/**
 * A channel's home as a draft layout from the console would show it: the console's phone frame
 * loads this page and posts the home answer the server built from the draft (same origin only),
 * drawn by the home's own shell and feed. Nothing is kept: the reader's own homes stay as they are.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { HOME_PREVIEW_READY, type HomePreviewDraft, isHomeDraft } from '../../core/admin/home-preview';
import { HomeAnswer } from '../../core/contract/content';
import { HomeFeedBody } from './HomeFeed';
import { HomeShell } from './HomeShell';
import { menus } from './home-menus.state';

export function HomePreview() {
  const [draft, setDraft] = useState<HomePreviewDraft | null>(null);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isHomeDraft(event.data)) return;
      if (!v.is(HomeAnswer, event.data.answer)) return;
      menus.home[event.data.channel] = structuredClone(event.data.answer.top_menu_home);
      setDraft(event.data);
    };
    addEventListener('message', listen);
    window.parent.postMessage(HOME_PREVIEW_READY, location.origin);
    return () => removeEventListener('message', listen);
  }, []);

  const channel = draft?.channel ?? 'comic';
  return (
    <HomeShell channel={channel}>
      {draft && <HomeFeedBody channel={channel} answer={draft.answer} recent={[]} />}
    </HomeShell>
  );
}
