/**
 * A phone-sized frame running the reader app's own home (its /home_preview page, same origin) on a
 * draft layout: the server builds the reader's home answer from the draft (nothing saved), and the
 * frame draws it with the home's own code, so the editor sees what readers will get.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { HOME_PREVIEW_PATH, HOME_PREVIEW_READY, type HomePreviewDraft } from '../../../core/admin/home-preview';
import type { HomeLayout } from '../../../core/home-layout';
import { errorText } from '../../api/errors';
import styles from './Home.module.css';
import { type Channel, previewHome } from './home.api';

/** Edits in a row are previewed once they pause. */
const PAUSE_MS = 250;

export function HomePhone({
  channel,
  layout,
  redraw = 0,
}: {
  channel: Channel;
  layout: HomeLayout;
  /** Changes when something the layout shows was saved apart from it (the topics). */
  redraw?: number;
}) {
  const { t, i18n } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef<HomePreviewDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    if (latest.current) frame.current?.contentWindow?.postMessage(latest.current, location.origin);
  };

  useEffect(() => {
    const ready = (event: MessageEvent) => {
      if (event.origin === location.origin && event.data === HOME_PREVIEW_READY) send();
    };
    addEventListener('message', ready);
    return () => removeEventListener('message', ready);
  });

  const key = JSON.stringify([channel, layout, redraw]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's text is what changes.
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await previewHome(channel, layout, abort.signal);
        latest.current = { kind: 'manyue:home-preview', channel, answer };
        setProblem(null);
        send();
      } catch (error) {
        if (!abort.signal.aborted) setProblem(errorText(i18n, error));
      }
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key]);

  return (
    <div className={styles.preview}>
      <div className={styles.phone}>
        <iframe ref={frame} title={t`手机预览`} src={HOME_PREVIEW_PATH} className={styles.screen} />
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {t`预览未更新：${problem}`}
        </p>
      )}
    </div>
  );
}
