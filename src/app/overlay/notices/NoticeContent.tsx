/** A notice's HTML content, sanitised (core/notice-html) and laid out as readable text. */
import { useLayoutEffect, useRef, useState } from 'react';
import { renderNoticeHtml } from '../../../core/notice-html/notice-html';
import styles from './NoticeContent.module.css';

export function NoticeContent({ html, id }: { html: string; id?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    const target = box.current;
    if (!target) return;
    let live = true;
    setReady(false);
    renderNoticeHtml(target, html, () => live).then(
      () => live && setReady(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [html]);
  // The content is put in by renderNoticeHtml, never by React: the box has no children of its own.
  return <div ref={box} id={id} className={styles.content} data-sanitised={ready || undefined} />;
}
