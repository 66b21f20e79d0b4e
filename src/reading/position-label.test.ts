import { i18n } from '@lingui/core';
import { beforeAll, expect, it } from 'vitest';
import { positionLabel } from './position-label';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'zh-CN', messages: {} });
});

it('says where the reader stopped, by kind', () => {
  expect(i18n._(positionLabel('comic', '第3话 重逢', 4))).toBe('读到 第3话 重逢 第5页');
  expect(i18n._(positionLabel('comic', '第1话', 0))).toBe('读到 第1话 第1页');
  expect(i18n._(positionLabel('novel', '第2章', 404))).toBe('读到 第2章');
  expect(i18n._(positionLabel('novel', '第2章', 0))).toBe('读到 第2章');
  expect(i18n._(positionLabel('video', '第1集', 205))).toBe('看到 第1集 03:25');
  expect(i18n._(positionLabel('video', '正片', 0))).toBe('看到 正片');
});
