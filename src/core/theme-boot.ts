/**
 * The script that decides the theme and the kept language before the first paint, written inline
 * into the document's <head> (scripts/build-plugins.ts) — no request in front of the first paint — and
 * allowed by its hash in the server's Content Security Policy (server/http/security.ts). A dark
 * system never flashes white, and the server's first paint (server/document/first-paint.ts) knows
 * a kept language. Its logic mirrors src/app/theme.ts and i18n.ts.
 */
import { FIRST_PAINT_ID } from './contract/paths';
import { THEME_COLORS } from './manifest';
import { LOCAL_KEYS } from './storage-keys';

// A browser whose Chinese is Traditional reads zh-Hant unless the reader chose (src/i18n/i18n.ts).
export const THEME_BOOT_SCRIPT = `(()=>{try{const d=document.documentElement,z=(navigator.languages||[]).find(x=>/^zh\\b/i.test(x)),l=localStorage.getItem(${JSON.stringify(
  LOCAL_KEYS.language,
)})||(z&&/^zh-(hant|tw|hk|mo)\\b/i.test(z)?"zh-Hant":"");if(l)d.lang=l;const m=localStorage.getItem(${JSON.stringify(
  LOCAL_KEYS.themeMode,
)}),k=m==="dark"||(m!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);if(k)d.classList.add("dark");if(m==="dark"||m==="light")for(const e of document.querySelectorAll('meta[name="theme-color"]'))e.setAttribute("content",k?${JSON.stringify(
  THEME_COLORS.dark,
)}:${JSON.stringify(THEME_COLORS.light)})}catch{}})()`;

/** How long a painted document's scripts wait at most for its first images. */
const FIRST_IMAGES_WAIT_MS = 3000;
/**
 * Scripts and preloads started per task. Starting a request costs the main thread 1–5 ms here
 * (Lighthouse's trace: 15 ms at times), four times that on a slow phone, and a screen has up to ~50:
 * one per task keeps each task short of a long one.
 */
const SCRIPTS_PER_TASK = 1;

/**
 * A painted document's loader: the app's module scripts and preloads, kept in a template
 * (server/document/document.ts), go into <head> once the first contentful paint is out (its paint
 * timing entry is there, so that no request of theirs starts before it) and the first paint's
 * images (the banner, the cover, the poster) are in — so that they have the wire to themselves —
 * or FIRST_IMAGES_WAIT_MS after the document at the latest (a browser without paint timing, a tab
 * opened in the background). Whichever comes first starts them, once, one per task (the module
 * scripts first). The scripts run in the document's order, as parsed ones would (async = false):
 * the entry's chunks one by one, each evaluated in a task of its own (scripts/build-plugins.ts).
 */
export const AFTER_PAINT_SCRIPT = `(()=>{const go=()=>{const t=document.getElementById("app-scripts");if(!t)return;t.remove();const l=[...t.content.children],s=()=>{for(const n of l.splice(0,${SCRIPTS_PER_TASK})){const e=document.createElement(n.tagName);for(const a of n.attributes)e.setAttribute(a.name,a.value);if(e.tagName==="SCRIPT")e.async=false;document.head.append(e)}if(l.length)setTimeout(s)};s()},images=()=>{const w=[...document.querySelectorAll("#${FIRST_PAINT_ID} img")].filter(i=>!i.complete);let n=w.length;if(!n)return go();for(const i of w)for(const k of["load","error"])i.addEventListener(k,()=>{if(--n===0)go()},{once:true})};if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();images()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(images));setTimeout(go,${FIRST_IMAGES_WAIT_MS})})()`;
