/** A work's description, three lines until the reader expands it (no button when it fits). */
import { Trans } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import styles from './WorkDescription.module.css';

export function WorkDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const box = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [expanded]);

  if (!text.trim()) return null;
  return (
    <section className={styles.block}>
      <h2 className="visually-hidden">
        <Trans>简介</Trans>
      </h2>
      <p ref={box} className={expanded ? styles.description : `${styles.description} ${styles.clamped}`}>
        {text}
      </p>
      {(overflows || expanded) && (
        <button type="button" className={styles.expand} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? <Trans>收起</Trans> : <Trans>展开</Trans>}
        </button>
      )}
    </section>
  );
}
