/** The home's banners: swipeable (scroll snap), autoplaying while untouched, with position dots. */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Banner } from '../../core/contract/content';
import { LazyImage } from '../../ui/LazyImage';
import { bannerSources } from '../../works/cover-sources';
import { detailLink } from '../../works/detail-link';
import styles from './BannerCarousel.module.css';

const AUTOPLAY_MS = 4000;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const touched = useRef(false);

  useEffect(() => {
    const element = track.current;
    if (!element || banners.length < 2) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setInterval(() => {
      if (touched.current || document.hidden || !element.offsetParent) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % banners.length;
      element.scrollTo({ left: next * element.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [banners.length]);

  if (banners.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <div
        ref={track}
        className={styles.track}
        onScroll={(event) =>
          setCurrent(Math.round(event.currentTarget.scrollLeft / Math.max(1, event.currentTarget.clientWidth)))
        }
        onTouchStart={() => {
          touched.current = true;
        }}
        onTouchEnd={() => {
          touched.current = false;
        }}
      >
        {banners.map((banner, i) => {
          const face = (
            <>
              <LazyImage {...bannerSources(banner.image)} alt={banner.title} width={800} height={400} eager={i === 0} />
              <span className={styles.caption}>
                <strong>{banner.title}</strong>
                <span>{banner.subtitle}</span>
              </span>
            </>
          );
          // A banner leads to its work, or else out to its web address.
          return banner.work_id === null ? (
            <a key={banner.id} href={banner.url ?? '/'} target="_blank" rel="noopener" className={styles.slide}>
              {face}
            </a>
          ) : (
            <Link key={banner.id} {...detailLink(banner.kind, banner.work_id)} className={styles.slide}>
              {face}
            </Link>
          );
        })}
      </div>
      <div className={styles.dots} aria-hidden="true">
        {banners.map((banner, i) => (
          <span key={banner.id} className={i === current ? `${styles.dot} ${styles.on}` : styles.dot} />
        ))}
      </div>
    </div>
  );
}
