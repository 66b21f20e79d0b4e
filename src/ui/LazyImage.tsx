/**
 * An image whose box is reserved from its known size (nothing jumps when it arrives), loaded when
 * it nears the viewport and shown only once decoded (see image-loader.ts). A failure after the
 * retries shows a quiet placeholder that retries on tap. With `srcSet`/`sizes` (works/cover-sources.ts)
 * the browser fetches the width that fits. It fades in, but not under the server's first paint:
 * nobody sees it arrive there, and a fade is frames for the compositor while the screen starts.
 */
import { useRef } from 'react';
import { underFirstPaint } from './first-paint';
import type { SourceSet } from './image-loader';
import styles from './LazyImage.module.css';
import { useImageLoad } from './useImageLoad';

export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
  srcSet,
  sizes,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * Load at once and first in line (the first banner, a detail cover: the screen's largest image)
   * instead of on approach: fetchpriority high, never lazy.
   */
  eager?: boolean;
} & Partial<SourceSet>) {
  const box = useRef<HTMLDivElement>(null);
  const set = srcSet && sizes ? { srcSet, sizes } : undefined;
  const { phase, retry } = useImageLoad(src, eager ? 'now' : box, set, eager);
  // Decided once, when the image first shows: a later render must not start its fade then.
  const fades = useRef<boolean>(null);
  if (phase === 'ready') fades.current ??= !underFirstPaint();

  return (
    <div
      ref={box}
      className={[styles.box, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-phase={phase}
    >
      {phase === 'ready' && (
        <img
          className={fades.current ? `${styles.image} ${styles.fade}` : styles.image}
          src={src}
          srcSet={set?.srcSet}
          sizes={set?.sizes}
          alt={alt}
          width={width}
          height={height}
          fetchPriority={eager ? 'high' : undefined}
        />
      )}
      {phase === 'failed' && (
        <button
          type="button"
          className={styles.retry}
          aria-label={alt}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            retry();
          }}
        >
          ↻
        </button>
      )}
    </div>
  );
}
