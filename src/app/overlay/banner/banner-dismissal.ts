/** The app-open banner stays closed for the rest of the day the reader closed it. */
import { localDay } from '../../../core/rules/notice-frequency';
import { LOCAL_KEYS } from '../../../core/storage-keys';
import { readText, writeText } from '../../../storage/local';

export const isBannerDismissed = (now = new Date()) => readText(LOCAL_KEYS.appBannerDismissed) === localDay(now);

export function dismissBanner(now = new Date()): void {
  writeText(LOCAL_KEYS.appBannerDismissed, localDay(now));
}
