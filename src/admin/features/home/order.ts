/** Moving an item of an ordered list one place up or down (the layout's order is its lists' order). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/** A key for a new banner or section, unlike the others of its list. */
export const newKey = (prefix: string, taken: readonly { key: string }[]): string => {
  const keys = new Set(taken.map((item) => item.key));
  let n = taken.length + 1;
  while (keys.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
};
