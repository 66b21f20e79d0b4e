import { describe, expect, it, vi } from 'vitest';
import { KEY_SEEK_S, keyAction } from './useKeyboard';

describe('keyAction', () => {
  const actions = { toggle: vi.fn(), seekBy: vi.fn(), volumeBy: vi.fn(), fullscreen: vi.fn() };

  it('maps space, arrows and f to the player', () => {
    keyAction(' ', actions)?.();
    expect(actions.toggle).toHaveBeenCalledOnce();
    keyAction('ArrowLeft', actions)?.();
    expect(actions.seekBy).toHaveBeenLastCalledWith(-KEY_SEEK_S);
    keyAction('ArrowRight', actions)?.();
    expect(actions.seekBy).toHaveBeenLastCalledWith(KEY_SEEK_S);
    keyAction('ArrowUp', actions)?.();
    expect(actions.volumeBy).toHaveBeenLastCalledWith(0.1);
    keyAction('f', actions)?.();
    expect(actions.fullscreen).toHaveBeenCalledOnce();
  });

  it('leaves other keys alone', () => {
    expect(keyAction('a', actions)).toBeNull();
    expect(keyAction('Enter', actions)).toBeNull();
  });
});
