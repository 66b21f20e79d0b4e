/**
 * Comic pages sized for the screen: a page is asked at the server's width variant that
 * covers the screen's width in device pixels, or, with 省流量 (data saver) on, in CSS pixels — about
 * a third of the bytes on a 3× phone, still legible. Data saver follows the browser's Save-Data
 * (navigator.connection.saveData) until the reader chooses; the choice is kept on the device.
 * The reader, its preloading and chapter downloads all size pages here, so they ask for the same
 * addresses (a download keeps the size chosen when it was made: see core/offline/downloads.ts).
 */
import { proxy, subscribe } from 'valtio';
import { variantUrl } from '../core/media-variants';
import { LOCAL_KEYS } from '../core/storage-keys';
import { readText, writeText } from '../storage/local';

/** More than 3 device pixels per CSS pixel adds bytes, not detail. */
const MAX_DPR = 3;

/** Whether the browser asks to save data (Chromium, when the reader turned on Lite mode / Save-Data). */
export function browserSavesData(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection;
  return connection?.saveData === true;
}

const stored = (): boolean | null => {
  const raw = readText(LOCAL_KEYS.dataSaver);
  return raw === '1' ? true : raw === '0' ? false : null;
};

/** `on`: whether pages come smaller now; `chosen`: whether the reader set it (else it follows the browser). */
export const dataSaver = proxy({ on: stored() ?? browserSavesData(), chosen: stored() !== null });

subscribe(dataSaver, () => {
  writeText(LOCAL_KEYS.dataSaver, dataSaver.chosen ? (dataSaver.on ? '1' : '0') : null);
});

export function setDataSaver(on: boolean): void {
  dataSaver.on = on;
  dataSaver.chosen = true;
}

/** The width, in device pixels, pages are asked at now. */
export function pageWidth(saver: boolean = dataSaver.on): number {
  const cssWidth = globalThis.screen?.width || globalThis.innerWidth || 390;
  const dpr = saver ? 1 : Math.min(globalThis.devicePixelRatio || 1, MAX_DPR);
  return Math.round(cssWidth * dpr);
}

/** A page's address at `width` device pixels (an address already sized, such as a download's, stays). */
export const pageSource = (url: string, width: number = pageWidth()): string => variantUrl(url, width);
