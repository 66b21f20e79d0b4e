/** Lingui set-up: zh-CN unless the reader chose otherwise (not the browser's language, spec §1). */
import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../core/config';
import { LOCAL_KEYS } from '../core/storage-keys';
import { readText, writeText } from '../storage/local';

export function storedLocale(): Locale {
  const saved = readText(LOCAL_KEYS.language);
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  writeText(LOCAL_KEYS.language, locale);
}

export { i18n };
