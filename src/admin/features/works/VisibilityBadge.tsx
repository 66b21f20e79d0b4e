/** Whether readers see a work now: shown, hidden by an operator, or not out yet (no chapter published). */
import { useLingui } from '@lingui/react/macro';
import type { WorkListItem } from '../../../core/admin/answers';
import { Badge } from '../../ui/Badge';

export function VisibilityBadge({ work }: { work: Pick<WorkListItem, 'hidden' | 'published_count'> }) {
  const { t } = useLingui();
  if (work.hidden) return <Badge tone="danger">{t`已隐藏`}</Badge>;
  if (work.published_count === 0) return <Badge tone="warn">{t`未发布`}</Badge>;
  return <Badge tone="ok">{t`可见`}</Badge>;
}
