/**
 * A reader's settings, kept on the device and validated on read field by field: one bad or
 * missing value (an older app version, a hand edit) falls back to its default alone, the others
 * stay. Written back on every change. Also what the readers' settings share: the brightness range,
 * stepping through a list of steps.
 */
import * as v from 'valibot';
import { proxy, subscribe } from 'valtio';
import { readJson, writeJson } from '../../storage/local';

/** The dimmer at its darkest: below this the page is unreadable. 1 is no dimming. */
export const BRIGHTNESS_MIN = 0.2;

/** A brightness field: BRIGHTNESS_MIN to 1, else `fallback`. */
export const brightnessField = (fallback: number) =>
  v.fallback(v.pipe(v.number(), v.minValue(BRIGHTNESS_MIN), v.maxValue(1)), fallback);

/**
 * The store of one reader's settings under `key`: `parse` turns whatever was stored (or nothing)
 * into complete, valid settings; `set` changes one field, refused values falling back.
 */
export function keptSettings<T extends object>(key: string, schema: v.GenericSchema<unknown, T>) {
  const parse = (raw: unknown): T => v.parse(schema, raw);
  const store = proxy<T>(parse(readJson(key, schema) ?? undefined));
  subscribe(store, () => {
    writeJson(key, { ...store });
  });
  const set = <K extends keyof T>(field: K, value: T[K]): void => {
    store[field] = parse({ ...store, [field]: value })[field];
  };
  return { store, parse, set };
}

/** One step bigger or smaller in a list of steps (type sizes, speech rates). */
export function stepIn(values: readonly number[], current: number, by: 1 | -1): number {
  const at = values.indexOf(current);
  const next = Math.min(values.length - 1, Math.max(0, Math.max(at, 0) + by));
  return values[next] ?? current;
}
