/** The content pop-up: a notice of any type but 2, in a centred card. */
import { Icon } from '../../../ui/Icon';
import { NoticeActions } from './NoticeActions';
import { NoticeContent } from './NoticeContent';
import styles from './NoticeDialog.module.css';
import { type NoticeCardProps, useFocusOnShow } from './notice-card';

export function NoticeDialog({ notice, onAppCentre, onGotIt, labelIds }: NoticeCardProps) {
  const card = useFocusOnShow<HTMLElement>();
  return (
    <article ref={card} tabIndex={-1} className={styles.card} data-testid="notice-dialog" data-autofocus>
      <div className={styles.hero}>
        <span className={styles.badge}>
          <Icon name="mail" size={28} />
        </span>
      </div>
      <h2 id={labelIds.title} className={styles.title}>
        {notice.title}
      </h2>
      <NoticeContent id={labelIds.content} html={notice.content} />
      <NoticeActions onAppCentre={onAppCentre} onGotIt={onGotIt} />
    </article>
  );
}
