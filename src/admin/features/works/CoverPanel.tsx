/** A work's cover on its page: a new picture, cropped to 3:4, replaces it for readers at once. */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { WorkDetail } from '../../../core/admin/answers';
import { Panel } from '../../ui/PageHeader';
import { toast } from '../../ui/toasts';
import { CoverPicker } from './CoverPicker';
import { uploadCover } from './works.api';

export function CoverPanel({ work }: { work: WorkDetail }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <Panel title={t`封面`}>
      <CoverPicker
        src={`${work.cover}?w=480`}
        alt={t`${work.title} 的封面`}
        pickLabel={t`更换封面`}
        onCropped={async (image) => {
          await uploadCover(work.id, image);
          toast(t`封面已更新`);
          await router.invalidate();
        }}
      />
    </Panel>
  );
}
