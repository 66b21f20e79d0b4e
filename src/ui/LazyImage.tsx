/**
 * An image whose box is reserved from its known size (nothing jumps when it arrives), loaded when
 * it nears the viewport and shown only once decoded (see image-loader.ts). A failure after the
 * retries shows a quiet placeholder that retries on tap.
 */
import { useEffect, useRef, useState } from 'react';
import { isDecoded, loadImage, watch } from './image-loader';
import styles from './LazyImage.module.css';

type Phase = 'waiting' | 'ready' | 'failed';

export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Load at once (the first banner, a detail cover) instead of on approach. */
  eager?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>(() => (isDecoded(src) ? 'ready' : 'waiting'));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the load after a failure
  useEffect(() => {
    if (isDecoded(src)) {
      setPhase('ready');
      return;
    }
    setPhase('waiting');
    let live = true;
    const start = () =>
      loadImage(src).then(
        () => live && setPhase('ready'),
        () => live && setPhase('failed'),
      );
    if (eager || !box.current) {
      void start();
      return () => {
        live = false;
      };
    }
    const cancel = watch(box.current, () => void start());
    return () => {
      live = false;
      cancel();
    };
  }, [src, eager, attempt]);

  return (
    <div
      ref={box}
      className={[styles.box, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-phase={phase}
    >
      {phase === 'ready' && <img className={styles.image} src={src} alt={alt} width={width} height={height} />}
      {phase === 'failed' && (
        <button
          type="button"
          className={styles.retry}
          aria-label={alt}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            setAttempt((n) => n + 1);
          }}
        >
          ↻
        </button>
      )}
    </div>
  );
}
