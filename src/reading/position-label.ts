/** Where a footprint stopped, in words: "读到 第3话 第5页", "读到 第2章 …", "看到 第1集 03:25". */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkKind } from '../core/contract/content';
import { clock } from '../core/format';

/** `position`: page index from 0 (comics), text offset (novels) or seconds (videos). */
export function positionLabel(kind: WorkKind, chapter: string, position: number): MessageDescriptor {
  switch (kind) {
    case 'comic': {
      const page = Math.max(0, Math.floor(position)) + 1;
      return msg`读到 ${chapter} 第${page}页`;
    }
    case 'novel':
      // The position is a text offset: 续读 returns to its sentence.
      return msg`读到 ${chapter}`;
    case 'video': {
      const time = clock(position);
      return position >= 1 ? msg`看到 ${chapter} ${time}` : msg`看到 ${chapter}`;
    }
  }
}
