/**
 * The crop worker: reads a page's margins off the main thread. The page is fetched (the browser's
 * caches answer a page already shown), decoded straight to a small copy with createImageBitmap,
 * drawn on an OffscreenCanvas and read as luminance; findBorders does the rest.
 */
import { type Borders, findBorders, lumaOf, NO_BORDERS } from './find-borders';

/** Width of the copy the margins are read on: a few hundred columns find them within half a percent. */
const SAMPLE_WIDTH = 200;

export interface CropAsk {
  id: number;
  url: string;
}
export interface CropAnswer {
  id: number;
  borders: Borders | null;
  ms: number;
}

async function bordersOf(url: string): Promise<Borders> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(String(response.status));
  const probe = await createImageBitmap(await response.blob());
  const width = Math.min(SAMPLE_WIDTH, probe.width);
  const height = Math.max(1, Math.round((probe.height * width) / probe.width));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return NO_BORDERS;
  context.drawImage(probe, 0, 0, width, height);
  probe.close();
  return findBorders(lumaOf(context.getImageData(0, 0, width, height).data), width, height);
}

addEventListener('message', (event: MessageEvent<CropAsk>) => {
  const { id, url } = event.data;
  const started = performance.now();
  bordersOf(url).then(
    (borders) => postMessage({ id, borders, ms: performance.now() - started } satisfies CropAnswer),
    // Not readable (a network error, a picture from elsewhere without CORS): shown uncropped.
    () => postMessage({ id, borders: null, ms: performance.now() - started } satisfies CropAnswer),
  );
});
