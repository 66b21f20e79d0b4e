import { describe, expect, it } from 'vitest';
import { aroundMatch } from './highlight';

describe('aroundMatch', () => {
  it('cuts a title around its matched part', () => {
    expect(aroundMatch('剑仙的双面人生', 0, 2)).toEqual(['', '剑仙', '的双面人生']);
    expect(aroundMatch('剑仙的双面人生', 3, 5)).toEqual(['剑仙的', '双面', '人生']);
  });

  it('keeps within the text whatever the offsets say', () => {
    expect(aroundMatch('剑仙', 1, 9)).toEqual(['剑', '仙', '']);
    expect(aroundMatch('剑仙', -3, 1)).toEqual(['', '剑', '仙']);
    expect(aroundMatch('剑仙', 2, 1)).toEqual(['剑仙', '', '']);
  });
});
