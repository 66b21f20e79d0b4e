/**
 * `npx tsx scripts/fill-hant.ts` (after `npm run extract`): fills every empty msgstr of the zh-Hant
 * catalogs from zh-CN's, converted to Traditional Chinese with Taiwan's wording (OpenCC s2twp and
 * the app's wording, hant-wording.ts: 软件 → 軟體, 视频 → 影片, 设置 → 設定, 当前 → 目前). Messages
 * already translated are left as they are: a person's correction stays. Placeholders ({0},
 * plural forms) are ASCII, which the conversion never touches.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { traditional } from './hant-wording';

const PARTS = ['shell', 'messages', 'admin'] as const;
const ENTRY = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;

/** The reader's catalogs are locales/<locale>/<part>.po; the console's, locales/admin/<locale>/messages.po. */
const path = (locale: string, part: string) =>
  new URL(
    part === 'admin' ? `../locales/admin/${locale}/messages.po` : `../locales/${locale}/${part}.po`,
    import.meta.url,
  );

let filled = 0;
for (const part of PARTS) {
  const simplified = new Map(
    [...readFileSync(path('zh-CN', part), 'utf8').matchAll(ENTRY)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
  const catalog = readFileSync(path('zh-Hant', part), 'utf8');
  const next = catalog.replace(ENTRY, (entry, id: string, str: string) => {
    const source = simplified.get(id);
    if (!id || str || !source) return entry;
    filled++;
    return `msgid "${id}"\nmsgstr "${traditional(source)}"`;
  });
  if (next !== catalog) writeFileSync(path('zh-Hant', part), next);
}
console.log(`zh-Hant: ${filled} message${filled === 1 ? '' : 's'} filled from zh-CN`);
