import { describe, expect, it } from 'vitest';
import { framePolicy, isFromFrame } from './iframe-messages';

const OURS = 'https://manyue.test';

describe('framePolicy', () => {
  it('lets a page of another origin keep its origin, and checks messages against it', () => {
    expect(framePolicy(new URL('https://ads.example/x'), OURS)).toEqual({
      sandbox: 'allow-scripts allow-same-origin',
      origin: 'https://ads.example',
    });
  });

  it('never gives a page of our own origin both scripts and same-origin', () => {
    const policy = framePolicy(new URL('/promo.html', OURS), OURS);
    expect(policy.sandbox).toBe('allow-scripts');
    expect(policy.origin).toBe('null');
  });

  it('grants no forms, popups or top navigation', () => {
    for (const url of ['https://ads.example/', `${OURS}/x`]) {
      expect(framePolicy(new URL(url), OURS).sandbox).not.toMatch(/forms|popups|top-navigation|modals/);
    }
  });
});

describe('isFromFrame', () => {
  const frameWindow = {} as Window;
  const frame = { contentWindow: frameWindow };

  it('accepts a message from the frame window and origin', () => {
    expect(isFromFrame({ source: frameWindow, origin: 'https://ads.example' }, frame, 'https://ads.example')).toBe(
      true,
    );
  });

  it('refuses the right origin from another window', () => {
    expect(isFromFrame({ source: {} as Window, origin: 'https://ads.example' }, frame, 'https://ads.example')).toBe(
      false,
    );
    expect(isFromFrame({ source: null, origin: 'https://ads.example' }, frame, 'https://ads.example')).toBe(false);
  });

  it('refuses the right window with another origin (the frame navigated away)', () => {
    expect(isFromFrame({ source: frameWindow, origin: 'https://evil.example' }, frame, 'https://ads.example')).toBe(
      false,
    );
  });

  it('refuses everything while there is no frame window', () => {
    expect(isFromFrame({ source: null, origin: 'null' }, { contentWindow: null }, 'null')).toBe(false);
    expect(isFromFrame({ source: frameWindow, origin: 'null' }, null, 'null')).toBe(false);
  });
});
