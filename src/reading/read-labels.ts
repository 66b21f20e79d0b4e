/** The words of the read button and of chapter numbers, by kind: 话 for comics, 章 novels, 集 videos. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkKind } from '../core/contract/content';
import type { ReadTarget } from './continue-reading';

export function readLabel(kind: WorkKind, target: ReadTarget | null): MessageDescriptor {
  if (!target) return msg`暂无章节`;
  const n = target.chapter.index;
  if (!target.resumed) return kind === 'video' ? msg`开始观看` : msg`开始阅读`;
  switch (kind) {
    case 'comic':
      return msg`继续阅读 第${n}话`;
    case 'novel':
      return msg`继续阅读 第${n}章`;
    case 'video':
      return msg`继续观看 第${n}集`;
  }
}

/** "全 N 话" or "共 N 章" style count of a work's chapters. */
export function chapterCountLabel(kind: WorkKind, count: number): MessageDescriptor {
  switch (kind) {
    case 'comic':
      return msg`共 ${count} 话`;
    case 'novel':
      return msg`共 ${count} 章`;
    case 'video':
      return msg`共 ${count} 集`;
  }
}

/** How many of a work's chapters the reader bought (我的购买), in its kind's unit. */
export function boughtCountLabel(kind: WorkKind, count: number): MessageDescriptor {
  switch (kind) {
    case 'comic':
      return msg`已购 ${count} 话`;
    case 'novel':
      return msg`已购 ${count} 章`;
    case 'video':
      return msg`已购 ${count} 集`;
  }
}
