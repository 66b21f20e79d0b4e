/**
 * A phone-sized frame running the reader app's own overlay (its /overlay_preview page, same
 * origin) on a draft: the notices being edited are drawn exactly as a new reader would get them.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { OVERLAY_PREVIEW_PATH, type OverlayPreviewDraft, PREVIEW_READY } from '../../../core/admin/overlay-preview';
import type { Notice } from '../../../core/contract/site';
import styles from './Notices.module.css';

export function OverlayPhone({ notices, values = {} }: { notices: Notice[]; values?: Record<string, string> }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const draft: OverlayPreviewDraft = { kind: 'manyue:overlay-preview', notices, values };
  const latest = useRef(draft);
  latest.current = draft;
  const send = () => frame.current?.contentWindow?.postMessage(latest.current, location.origin);

  useEffect(() => {
    const ready = (event: MessageEvent) => {
      if (event.origin === location.origin && event.data === PREVIEW_READY) send();
    };
    addEventListener('message', ready);
    return () => removeEventListener('message', ready);
  });
  // Every change of the draft is drawn again.
  const key = JSON.stringify(draft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's text is what changes.
  useEffect(() => send(), [key]);

  return (
    <div className={styles.phone}>
      <iframe ref={frame} title={t`手机预览`} src={OVERLAY_PREVIEW_PATH} className={styles.screen} />
    </div>
  );
}
