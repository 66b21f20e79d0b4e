/** 中文 / English: the console's language (the same choice the reader app keeps on this browser). */
import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '../../core/config';
import { switchLocale } from '../i18n';
import styles from './Shell.module.css';

const NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'zh-Hant': '繁體中文', 'en-US': 'English' };

export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  return (
    <label className={styles.language}>
      <span className="visually-hidden">{t`语言`}</span>
      <select value={i18n.locale} onChange={(event) => void switchLocale(event.target.value as Locale)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
