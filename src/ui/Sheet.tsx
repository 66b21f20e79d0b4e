/** A bottom sheet: the shared Popup drawn from the bottom edge, with a grab handle, a title and a close button. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type ReactNode, useId } from 'react';
import { Icon } from './Icon';
import { Popup, type PopupProps } from './Popup';
import styles from './Sheet.module.css';

export function Sheet({
  title,
  onClose,
  className,
  children,
  ...rest
}: Omit<PopupProps, 'variant' | 'onEscape' | 'title'> & { title: ReactNode; onClose: () => void }) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <Popup
      className={[styles.sheet, className].filter(Boolean).join(' ')}
      onEscape={onClose}
      aria-labelledby={titleId}
      {...rest}
    >
      <div className={styles.handle} aria-hidden="true" />
      <button type="button" className={styles.close} onClick={onClose} aria-label={i18n._(msg`关闭`)}>
        <Icon name="close" size={20} />
      </button>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </Popup>
  );
}
