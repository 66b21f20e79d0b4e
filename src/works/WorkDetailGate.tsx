/**
 * The screens about one work (its detail, its chapter list) load the same answer and say the same
 * things until they have it: "no such work" for an address without an id, the load-failed state
 * with a retry when the detail did not come, their skeleton while it comes (none under the server's
 * first paint, which shows the screen already).
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { WorkDetailAnswer } from '../core/contract/content';
import { type Remote, useRemote } from '../queries/useRemote';
import { EmptyState } from '../ui/EmptyState';
import { underFirstPaint } from '../ui/first-paint';
import { detailQuery } from './content.api';
import { LoadFailed } from './WorkList';

export const useWorkDetail = (id: number): Remote<WorkDetailAnswer> => useRemote(detailQuery(id));

export function WorkDetailGate({
  id,
  detail,
  header,
  skeleton,
  children,
}: {
  id: number;
  detail: Remote<WorkDetailAnswer>;
  /** The screen's header, shown above every state. */
  header: ReactNode;
  skeleton: ReactNode;
  children: (data: WorkDetailAnswer) => ReactNode;
}) {
  if (!id || (detail.failed && !detail.data)) {
    return (
      <>
        {header}
        {id ? (
          <LoadFailed onRetry={() => void detail.reload()} />
        ) : (
          <EmptyState icon="empty" title={<Trans>内容不存在</Trans>} />
        )}
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        {header}
        {!underFirstPaint() && skeleton}
      </>
    );
  }
  return children(detail.data);
}
