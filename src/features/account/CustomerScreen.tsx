/** 在线客服: the service QQ and the readers' group from the site settings, one tap to copy. */
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { decodeSupportText } from '../../core/support-text';
import { site } from '../../state/site';
import { ButtonCell, CellGroup } from '../../ui/Cell';
import { copyWithToast } from '../../ui/clipboard';
import { EmptyState } from '../../ui/EmptyState';
import { FormNote } from '../../ui/Form';
import styles from './forms.module.css';

export function CustomerScreen() {
  const { values } = useSnapshot(site);
  const qq = decodeSupportText(values.service_qq ?? '');
  const group = decodeSupportText(values.qq_group ?? '');

  if (!qq && !group) {
    return (
      <EmptyState icon="headset" title={<Trans>暂无客服信息</Trans>}>
        <Trans>客服联系方式还未配置，请稍后再来。</Trans>
      </EmptyState>
    );
  }

  return (
    <div className={styles.page}>
      <CellGroup title={<Trans>联系我们</Trans>}>
        {qq && (
          <ButtonCell icon="headset" label={<Trans>客服 QQ</Trans>} value={qq} onClick={() => copyWithToast(qq)} />
        )}
        {group && (
          <ButtonCell icon="user" label={<Trans>书友群</Trans>} value={group} onClick={() => copyWithToast(group)} />
        )}
      </CellGroup>
      <div className={styles.intro}>
        <FormNote>
          <Trans>点击即可复制。客服在线时间：每天 9:00–23:00。</Trans>
        </FormNote>
      </div>
    </div>
  );
}
