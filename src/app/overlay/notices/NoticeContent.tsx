/** A notice's HTML content, sanitised (sanitize-notice.ts) and laid out as readable text. */
import { useMemo } from 'react';
import styles from './NoticeContent.module.css';
import { sanitizeNoticeHtml } from './sanitize-notice';

export function NoticeContent({ html, id }: { html: string; id?: string }) {
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div id={id} className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
