/**
 * A comic page in a box whose size the parent has already reserved (from the page's known width
 * and height), shown only once its image is decoded: nothing jumps and no half-drawn picture
 * flashes. A page that fails after the loader's retries shows a retry button. The image is asked
 * at the width that fits the screen (smaller with 省流量, see state/page-images.state.ts). With
 * 裁剪白边 on, its margins are read off the main thread (crop/) and the content fills the same box.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type CSSProperties, memo } from 'react';
import { useSnapshot } from 'valtio';
import { dataSaver, pageSource, pageWidth } from '../../state/page-images.state';
import { useImageLoad } from '../../ui/useImageLoad';
import { type Borders, cropBox } from './crop/find-borders';
import { usePageCrop } from './crop/usePageCrop';
import styles from './PageImage.module.css';
import { readerSettings } from './reader-settings.state';

/** The cropped part of the page drawn over the whole box (which keeps the page's proportions). */
function croppedStyle(borders: Borders | null | undefined): CSSProperties | undefined {
  if (!borders) return undefined;
  const { x, y, scale } = cropBox(borders);
  if (scale >= 1) return undefined;
  const share = (value: number) => `${(value / scale) * 100}%`;
  return { position: 'absolute', width: share(1), height: share(1), left: share(-x), top: share(-y) };
}

export const PageImage = memo(function PageImage({
  src,
  width,
  height,
  number,
  defer = false,
}: {
  src: string;
  width: number;
  height: number;
  /** 1-based, for the placeholder and the image's text alternative. */
  number: number;
  /** Do not start loading yet (a neighbour with preloading off); a decoded image still shows. */
  defer?: boolean;
}) {
  const { i18n } = useLingui();
  const sized = pageSource(src, pageWidth(useSnapshot(dataSaver).on));
  const { phase: loaded, retry } = useImageLoad(sized, defer ? 'later' : 'now');
  const borders = usePageCrop(sized, useSnapshot(readerSettings).crop && loaded === 'ready');
  // With cropping on, a page shows once its margins are known too: it never changes under the eye.
  const phase = loaded === 'ready' && borders === undefined ? 'loading' : loaded;

  return (
    <div
      className={styles.page}
      data-phase={phase}
      data-src={sized}
      data-number={number}
      data-cropped={croppedStyle(borders) ? '' : undefined}
    >
      {phase === 'ready' ? (
        // Decoded already: `sync` paints it in the same frame as it enters the DOM.
        <img
          className={styles.image}
          src={sized}
          width={width}
          height={height}
          alt={i18n._(msg`第 ${number} 页`)}
          decoding="sync"
          draggable={false}
          style={croppedStyle(borders)}
        />
      ) : (
        <div className={styles.placeholder} aria-busy={phase === 'loading'}>
          <span className={styles.number}>{number}</span>
          {phase === 'failed' && (
            <button
              type="button"
              className={styles.retry}
              data-reader-control
              onClick={(event) => {
                event.stopPropagation();
                retry();
              }}
            >
              <Trans>图片加载失败，点此重试</Trans>
            </button>
          )}
        </div>
      )}
    </div>
  );
});
