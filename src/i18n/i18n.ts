/**
 * Lingui set-up: zh-CN unless the reader chose otherwise (not the browser's language), or the
 * browser's Chinese is Traditional (zh-TW, zh-HK, zh-MO, zh-Hant): then zh-Hant, whose readers also
 * see works' own words converted on the device (content-script.ts).
 *
 * Each locale's messages come in two catalogs (lingui.config.ts): `shell.po`, what the first
 * screen (/) shows — the shell, the home and its startup overlay — loaded before the first render,
 * and `messages.po`, every other screen's, loaded before the first of them shows (the root route's
 * beforeLoad) and from then on with every language. Anything else that meets a message the loaded
 * catalogs lack loads the rest too, and re-renders once it is there.
 */
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../core/config';
import { LOCAL_KEYS } from '../core/storage-keys';
import { readText, writeText } from '../storage/local';

type Part = 'shell' | 'messages';

const catalogs = new Map<string, Promise<Messages>>();

function catalog(locale: Locale, part: Part): Promise<Messages> {
  const key = `${locale}/${part}`;
  let found = catalogs.get(key);
  if (!found) {
    found = import(`../../locales/${locale}/${part}.po`).then((module: { messages: Messages }) => module.messages);
    // A failed download is tried again next time.
    found.catch(() => catalogs.delete(key));
    catalogs.set(key, found);
  }
  return found;
}

/** Every screen's messages were asked for: each language is loaded whole from then on. */
let whole = false;
/** Languages whose every message is loaded. */
const loadedWhole = new Set<string>();

/** The browser's first Chinese, when it is written in Traditional characters. */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/i;

export function storedLocale(): Locale {
  const saved = readText(LOCAL_KEYS.language);
  if ((LOCALES as readonly string[]).includes(saved ?? '')) return saved as Locale;
  const chinese = navigator.languages?.find((language) => /^zh\b/i.test(language));
  return chinese && TRADITIONAL.test(chinese) ? 'zh-Hant' : DEFAULT_LOCALE;
}

export async function activateLocale(locale: Locale): Promise<void> {
  // A zh-Hant reader's works' words are converted as they arrive: the converter loads beside the catalog.
  if (locale === 'zh-Hant') import('./hant-text').catch(() => {});
  const withAll = whole;
  const parts = await Promise.all([catalog(locale, 'shell'), ...(withAll ? [catalog(locale, 'messages')] : [])]);
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts) });
  if (withAll) loadedWhole.add(locale);
  else loadedWhole.delete(locale);
  document.documentElement.lang = locale;
}

/**
 * Loads every screen's messages into the active language (into the next one activated, when none
 * is yet); resolves once they are in.
 */
export async function loadAllMessages(): Promise<void> {
  whole = true;
  const locale = i18n.locale;
  if (!locale || loadedWhole.has(locale)) return;
  const messages = await catalog(locale as Locale, 'messages');
  // Another language activated meanwhile was loaded whole.
  if (i18n.locale !== locale || loadedWhole.has(locale)) return;
  i18n.load(locale, messages);
  loadedWhole.add(locale);
}

/** What a screen at `pathname` waits for before it shows: nothing for the first screen (/). */
export function messagesFor(pathname: string): Promise<void> | undefined {
  if (pathname === '/' || loadedWhole.has(i18n.locale)) return undefined;
  // Should they not arrive, the screen still shows: the missing messages are asked for again as it renders.
  return loadAllMessages().catch(() => {});
}

i18n.on('missing', () => {
  if (!loadedWhole.has(i18n.locale)) loadAllMessages().catch(() => {});
});

/**
 * Another language for the whole app. Into or out of zh-Hant, works' words change script too: the
 * app starts again in it, as every screen it keeps holds them in the other.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  const restart = (i18n.locale === 'zh-Hant') !== (locale === 'zh-Hant');
  writeText(LOCAL_KEYS.language, locale);
  if (restart) return location.reload();
  await activateLocale(locale);
}

export { i18n };
