/**
 * The site's settings as the console edits them: the owner's (name, title prefix, support
 * entries, invite rules), the start-up overlay's (splash ad, app-open banner, iframe items) and
 * the app centre's apps. One copy of their schemas: the server validates with them, the
 * console's forms check with them. Stored as the site_config entries readers get (siteConfig).
 */
import * as v from 'valibot';

const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

/** A web address a reader may be sent to: http(s), or a path of this site. */
export const isWebAddress = (raw: string): boolean =>
  /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(raw) || /^\/(?!\/)[^\s]*$/.test(raw);

/** What a page may embed (iframes, images): https, or a path of this site. */
export const isEmbeddableAddress = (raw: string): boolean =>
  /^https:\/\/[^\s/?#]+[^\s]*$/i.test(raw) || /^\/(?!\/)[^\s]*$/.test(raw);

const address = v.pipe(text(1, 500), v.check(isWebAddress, 'a web address'));
const embeddable = v.pipe(text(1, 500), v.check(isEmbeddableAddress, 'an https address'));
const optionalAddress = v.union([v.literal(''), address]);

export const SITE_FIELDS = {
  site_name: text(1, 40),
  title_prefix: text(0, 40),
  service_qq: text(0, 80),
  qq_group: text(0, 80),
  invite_rules: text(0, 1000),
};
export const SiteSettingsForm = v.strictObject(SITE_FIELDS);
export const SiteSettingsBody = v.partial(SiteSettingsForm);
export type SiteSettings = v.InferOutput<v.ObjectSchema<typeof SITE_FIELDS, undefined>>;

/** A splash a reader cannot leave for minutes is a wall, not an ad: at most 30 s (as the reader caps it). */
export const SPLASH_SECONDS_MAX = 30;

export const OVERLAY_FIELDS = {
  open_screen_switch: v.boolean(),
  open_screen_time: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SPLASH_SECONDS_MAX)),
  open_screen_url: optionalAddress,
  open_screen_images: v.pipe(v.array(embeddable), v.maxLength(6)),
  /** The app-open banner's link (app_download_url); empty: no banner. */
  app_download_url: optionalAddress,
  iframe_list: v.pipe(v.array(embeddable), v.maxLength(5)),
};
export const OverlaySettingsForm = v.strictObject(OVERLAY_FIELDS);
export const OverlaySettingsBody = v.partial(OverlaySettingsForm);
export type OverlaySettings = v.InferOutput<v.ObjectSchema<typeof OVERLAY_FIELDS, undefined>>;

const APP_FIELDS = {
  name: text(1, 20),
  /** Media path of the square icon (uploaded through /images). */
  icon: v.pipe(
    text(1, 300),
    v.regex(/^[\w./-]+$/),
    v.check((p) => !p.includes('..'), 'a media path'),
  ),
  description: text(0, 80),
  url: v.pipe(
    address,
    v.check((raw) => /^https?:/i.test(raw), 'an http(s) address'),
  ),
  sort: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)),
  enabled: v.boolean(),
};
export const AppBody = v.strictObject(APP_FIELDS);
export const AppEditBody = v.partial(v.strictObject(APP_FIELDS));
export type AppFields = v.InferOutput<typeof AppBody>;

/** An app as the console lists it: its icon's address beside the stored path. */
export interface AppEntry extends AppFields {
  id: number;
  icon_url: string;
}

/** The overlay's settings as the reader's overlay takes them (site_config names and text values). */
export function overlayValues(settings: OverlaySettings): Record<string, string> {
  return {
    open_screen_switch: settings.open_screen_switch ? '1' : '0',
    open_screen_time: String(settings.open_screen_time),
    open_screen_url: settings.open_screen_url,
    open_screen_images: settings.open_screen_images.join(','),
    app_download_url: settings.app_download_url,
    iframe_list: JSON.stringify(settings.iframe_list.map((load_url) => ({ load_url }))),
  };
}
