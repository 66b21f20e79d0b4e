/**
 * What a long press on a page offers: save the picture to the phone (on iPhone, where a download
 * does not reach the photos, the page is shown here to long-press and save, as the share poster
 * does), and share the work — through the system's share sheet with the work's link where the
 * browser has one, else the link is copied.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { WorkCard } from '../../../core/contract/content';
import { showToast } from '../../../state/toast';
import { COPY_FAILED } from '../../../ui/clipboard';
import { Icon } from '../../../ui/Icon';
import { Sheet } from '../../../ui/Sheet';
import { isIos, saveFile } from '../../../ui/save-file';
import { shareLink } from '../../../ui/share-link';
import { DETAIL_PATH } from '../../../works/detail-link';
import styles from './PageSheet.module.css';
import type { PressedPage } from './useLongPress';

const SAVE_FAILED = msg`自动下载失败，请长按图片选择「保存图片」`;

/** The picture's file name: the work, the chapter and the page, with what file systems refuse taken out. */
export function pageFileName(work: string, chapter: string, number: number, src: string): string {
  const type = /\.(avif|webp|png|gif|jpe?g)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase() ?? 'jpg';
  const name = `${work}-${chapter}-${number}`.replace(/[\\/:*?"<>|\s]+/g, '_');
  return `${name}.${type}`;
}

export function PageSheet({
  page,
  work,
  chapterTitle,
  onClose,
}: {
  page: PressedPage;
  work: WorkCard;
  chapterTitle: string;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const ios = isIos(navigator.userAgent, navigator.maxTouchPoints);
  const [showing, setShowing] = useState(false);

  const save = async () => {
    if (ios) return setShowing(true);
    // The picture as a file of our own: a download link to another origin's address would only open it.
    let url: string | null = null;
    try {
      const response = await fetch(page.src);
      if (!response.ok) throw new Error(String(response.status));
      url = URL.createObjectURL(await response.blob());
      const result = saveFile(url, pageFileName(work.title, chapterTitle, page.number, response.url || page.src));
      if (result !== 'saved') throw new Error(result);
      showToast(i18n._(msg`图片已保存`), { type: 'success' });
      onClose();
    } catch {
      setShowing(true);
      showToast(i18n._(SAVE_FAILED), { type: 'info' });
    } finally {
      // The download has taken its copy once the click has run.
      if (url) setTimeout(() => URL.revokeObjectURL(url as string), 10_000);
    }
  };

  const share = async () => {
    const link = new URL(`${DETAIL_PATH[work.kind]}?id=${work.id}`, location.origin).href;
    const result = await shareLink(link, work.title);
    if (result === 'copied') showToast(i18n._(msg`作品链接已复制`), { type: 'success' });
    else if (result === 'failed') showToast(i18n._(COPY_FAILED), { type: 'danger' });
    onClose();
  };

  return (
    <Sheet title={<Trans>第 {page.number} 页</Trans>} onClose={onClose} data-testid="page-sheet">
      {showing ? (
        <figure className={styles.preview}>
          {/* The page itself, which the system's own long press saves. */}
          <img src={page.src} alt={i18n._(msg`第 ${page.number} 页`)} className={styles.image} />
          <figcaption className={styles.hint} data-testid="page-save-hint">
            <Trans>请长按图片选择「保存图片」</Trans>
          </figcaption>
        </figure>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => void save()} data-testid="page-save">
            <Icon name="download" size={22} />
            <Trans>保存图片</Trans>
          </button>
          <button type="button" className={styles.action} onClick={() => void share()} data-testid="page-share">
            <Icon name="share" size={22} />
            <Trans>分享作品</Trans>
          </button>
        </div>
      )}
    </Sheet>
  );
}
