// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../locales/zh-CN/shell.po', () => ({ messages: { home: '首页' } }));
vi.mock('../../locales/zh-CN/messages.po', () => ({ messages: { settings: '设置' } }));
vi.mock('../../locales/en-US/shell.po', () => ({ messages: { home: 'Home' } }));
vi.mock('../../locales/en-US/messages.po', () => ({ messages: { settings: 'Settings' } }));

/** A fresh lingui instance and module state for every test. */
async function setup() {
  vi.resetModules();
  return import('./i18n');
}

describe('the two catalogs', () => {
  beforeEach(() => localStorage.clear());

  it('start with the first screen’s messages only', async () => {
    const { activateLocale, i18n, messagesFor } = await setup();
    await activateLocale('zh-CN');
    expect(i18n._('home')).toBe('首页');
    expect(i18n.messages.settings).toBeUndefined();
    expect(messagesFor('/')).toBeUndefined();
  });

  it('bring in every other screen’s before one shows, once', async () => {
    const { activateLocale, i18n, messagesFor } = await setup();
    await activateLocale('zh-CN');
    const change = vi.fn();
    i18n.on('change', change);
    await messagesFor('/settings');
    expect(i18n._('settings')).toBe('设置');
    expect(i18n._('home')).toBe('首页');
    expect(change).toHaveBeenCalledTimes(1);
    expect(messagesFor('/personal')).toBeUndefined();
  });

  it('load a missing message’s catalog when it is met', async () => {
    const { activateLocale, i18n } = await setup();
    await activateLocale('zh-CN');
    expect(i18n._('settings')).toBe('settings');
    await vi.waitFor(() => expect(i18n._('settings')).toBe('设置'));
  });

  it('switch a whole language once every screen’s messages were asked for', async () => {
    const { activateLocale, i18n, messagesFor, switchLocale } = await setup();
    await activateLocale('zh-CN');
    await messagesFor('/settings');
    await switchLocale('en-US');
    expect(i18n.locale).toBe('en-US');
    expect(i18n._('settings')).toBe('Settings');
    expect(i18n._('home')).toBe('Home');
    expect(messagesFor('/settings')).toBeUndefined();
  });

  it('come together at start when the first screen is not the home', async () => {
    const { activateLocale, i18n, loadAllMessages } = await setup();
    await loadAllMessages();
    await activateLocale('en-US');
    expect(i18n._('settings')).toBe('Settings');
  });
});

describe('the first language', () => {
  beforeEach(() => localStorage.clear());
  const browser = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it.each([
    [['zh-TW', 'zh'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-Hant-TW'], 'zh-Hant'],
    [['en-US', 'zh-MO'], 'zh-Hant'],
    [['zh-CN', 'zh-TW'], 'zh-CN'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['en-US'], 'zh-CN'],
    [['ja-JP'], 'zh-CN'],
  ])('follows a browser in %j: %s', async (languages, locale) => {
    browser(languages);
    const { storedLocale } = await setup();
    expect(storedLocale()).toBe(locale);
  });

  it('is the reader’s choice once made', async () => {
    browser(['zh-TW']);
    localStorage.setItem('language', 'zh-CN');
    const { storedLocale } = await setup();
    expect(storedLocale()).toBe('zh-CN');
  });
});
