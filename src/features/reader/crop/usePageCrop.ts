/** A page's margins while cropping is on: undefined until known (the page waits for them), null when none. */
import { useState } from 'react';
import { useEffectOn } from '../../../ui/useEffectOn';
import type { Borders } from './find-borders';
import { cropOf, settledCrop } from './page-crops';

export function usePageCrop(url: string, on: boolean): Borders | null | undefined {
  const [borders, setBorders] = useState(() => (on ? settledCrop(url) : null));
  useEffectOn([url, on], () => {
    if (!on) return void setBorders(null);
    const now = settledCrop(url);
    setBorders(now);
    if (now !== undefined) return;
    let live = true;
    void cropOf(url).then((found) => live && setBorders(found));
    return () => {
      live = false;
    };
  });
  return borders;
}
