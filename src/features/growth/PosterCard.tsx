/**
 * The share poster: drawn on this device once the reader's invite link is known, shown as an image
 * (which a long press saves anywhere) with a 保存海报 button that downloads it where browsers do.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { FALLBACK_BRAND } from '../../core/config';
import { user } from '../../state/session';
import { site } from '../../state/site';
import { showToast } from '../../state/toast';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { isIos, saveFile } from '../../ui/save-file';
import { useEffectOn, useRetryKey } from '../../ui/useEffectOn';
import { fetchPosterWork } from './growth.api';
import styles from './PosterCard.module.css';
import { POSTER_HEIGHT, POSTER_WIDTH } from './poster/draw-poster';
import { makePoster } from './poster/make-poster';

const IOS_SAVE = msg`请长按二维码选择「保存图片」`;
const DOWNLOAD_FAILED = msg`自动下载失败，请长按图片选择「保存图片」`;

type PosterState = { stage: 'drawing' } | { stage: 'ready'; url: string } | { stage: 'failed' };

export function PosterCard() {
  const { i18n } = useLingui();
  const { info } = useSnapshot(user);
  const { values } = useSnapshot(site);
  const [poster, setPoster] = useState<PosterState>({ stage: 'drawing' });
  const [attempt, retry] = useRetryKey();
  const ios = isIos(navigator.userAgent, navigator.maxTouchPoints);
  const siteName = values.site_name || FALLBACK_BRAND;
  const link = info?.invite_url;
  const code = info?.share_code;

  // Drawn again when the link, the site's name or the language changes, and on a retry.
  useEffectOn([link, code, siteName, i18n.locale, attempt], () => {
    if (!link || !code) return;
    const controller = new AbortController();
    let url: string | null = null;
    setPoster({ stage: 'drawing' });
    (async () => {
      const work = await fetchPosterWork(controller.signal).catch(() => null);
      const blob = await makePoster({
        siteName,
        tagline: i18n._(msg`海量漫画小说，扫码免费看`),
        workTitle: work?.title ?? null,
        coverUrl: work?.cover ?? null,
        codeLabel: i18n._(msg`邀请码`),
        code,
        link,
        scanHint: i18n._(msg`长按识别二维码，和我一起看`),
      });
      if (controller.signal.aborted) return;
      url = URL.createObjectURL(blob);
      setPoster({ stage: 'ready', url });
    })().catch(() => {
      if (!controller.signal.aborted) setPoster({ stage: 'failed' });
    });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  });

  const save = () => {
    if (poster.stage !== 'ready') return;
    const result = saveFile(poster.url, `${siteName}-${code ?? 'invite'}.png`);
    if (result === 'saved') showToast(i18n._(msg`海报已保存`), { type: 'success' });
    else showToast(i18n._(result === 'ios' ? IOS_SAVE : DOWNLOAD_FAILED), { type: 'info' });
  };

  return (
    <section className={styles.posterCard} aria-label={i18n._(msg`分享海报`)}>
      <div className={styles.poster} style={{ aspectRatio: `${POSTER_WIDTH} / ${POSTER_HEIGHT}` }}>
        {poster.stage === 'ready' ? (
          <img src={poster.url} alt={i18n._(msg`分享海报`)} data-testid="poster" className={styles.posterImage} />
        ) : poster.stage === 'failed' ? (
          <button type="button" className={styles.posterRetry} onClick={retry}>
            <Trans>海报生成失败，点击重试</Trans>
          </button>
        ) : (
          <Skeleton className={styles.posterSkeleton} />
        )}
      </div>
      {ios && (
        <p className={styles.hint} data-testid="poster-ios-hint">
          {i18n._(IOS_SAVE)}
        </p>
      )}
      <Button block onClick={save} disabled={poster.stage !== 'ready'} data-testid="save-poster">
        <Trans>保存海报</Trans>
      </Button>
    </section>
  );
}
