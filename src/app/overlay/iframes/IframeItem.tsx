/**
 * One iframe item: its page in a card until it posts a message, then the next item.
 * A page that never answers must not hold the reader: 跳过 (and Escape) moves on as well.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../ui/Icon';
import { Popup } from '../../../ui/Popup';
import styles from './IframeItem.module.css';
import { framePolicy, isFromFrame } from './iframe-messages';

export function IframeItem({ url, onDone }: { url: string; onDone: () => void }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const policy = framePolicy(new URL(url), location.origin);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isFromFrame(event, frame.current, policy.origin)) done.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [policy.origin]);

  return (
    <Popup aria-label={t`活动`} onEscape={onDone} className={styles.panel} data-testid="iframe-item">
      <div className={styles.card} data-loaded={loaded || undefined}>
        <iframe
          ref={frame}
          className={styles.frame}
          src={url}
          title={t`活动页面`}
          sandbox={policy.sandbox}
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
        />
      </div>
      <button type="button" className={styles.skip} onClick={onDone} data-autofocus>
        <Icon name="close" size={20} />
        <span className="visually-hidden">
          <Trans>跳过</Trans>
        </span>
      </button>
    </Popup>
  );
}
