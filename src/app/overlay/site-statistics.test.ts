// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { describe, expect, it } from 'vitest';
import { injectSiteStatistics } from './site-statistics';

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-site-statis]')];

describe('injectSiteStatistics', () => {
  it('adds nothing for an empty or unsafe address', () => {
    expect(injectSiteStatistics('')).toBe(false);
    expect(injectSiteStatistics(undefined)).toBe(false);
    expect(injectSiteStatistics('javascript:alert(1)')).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('adds the script once per page load, async', () => {
    expect(injectSiteStatistics('https://stats.example/s.js?id=1')).toBe(true);
    expect(injectSiteStatistics('https://stats.example/s.js?id=1')).toBe(false);
    expect(injectSiteStatistics('https://other.example/t.js')).toBe(false);
    const [script] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(script?.src).toBe('https://stats.example/s.js?id=1');
    expect(script?.async).toBe(true);
  });
});
