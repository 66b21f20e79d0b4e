/**
 * The console's language: the one chosen on this browser (the same choice as the reader app's),
 * zh-CN unless told. Its messages are a catalog of their own (locales/admin/<locale>/messages.po).
 */
import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../core/config';
import { LOCAL_KEYS } from '../core/storage-keys';

export function chosenLocale(): Locale {
  const saved = localStorage.getItem(LOCAL_KEYS.language);
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../../locales/admin/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  localStorage.setItem(LOCAL_KEYS.language, locale);
}
