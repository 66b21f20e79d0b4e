/**
 * A work's description, three lines until the reader expands it (no button when it fits). Whether
 * it overflows is read once the browser has laid it out (a ResizeObserver), not in the commit that
 * draws it: reading its height there would force the whole screen's style and layout into that
 * commit's task. The button lies over the end of the third line, so its arrival moves nothing.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import styles from './WorkDescription.module.css';

export function WorkDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const box = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || expanded) return;
    const watch = new ResizeObserver(() => setOverflows(element.scrollHeight > element.clientHeight + 1));
    watch.observe(element);
    return () => watch.disconnect();
  }, [expanded]);

  if (!text.trim()) return null;
  return (
    <section className={styles.block}>
      <h2 className="visually-hidden">
        <Trans>简介</Trans>
      </h2>
      <div className={styles.text}>
        <p
          ref={box}
          className={expanded ? styles.description : `${styles.description} ${styles.clamped}`}
          data-testid="work-description"
        >
          {text}
        </p>
        {(overflows || expanded) && (
          <button
            type="button"
            className={expanded ? styles.collapse : styles.expand}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? <Trans>收起</Trans> : <Trans>展开</Trans>}
          </button>
        )}
      </div>
    </section>
  );
}
