/**
 * Saving a picture (the share poster, a comic page): a download where the browser does them; on
 * iPhone and iPad, where a download does not reach the photo library, the reader long-presses the
 * image instead.
 */

/** iPhone, iPod, and iPad (which says it is a Mac, but has a touch screen). */
export const isIos = (userAgent: string, maxTouchPoints: number): boolean =>
  /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);

export type SaveResult = 'saved' | 'ios' | 'failed';

export function saveFile(url: string, filename: string): SaveResult {
  if (isIos(navigator.userAgent, navigator.maxTouchPoints)) return 'ios';
  try {
    const link = document.createElement('a');
    if (!('download' in link)) return 'failed';
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    return 'saved';
  } catch {
    return 'failed';
  }
}
