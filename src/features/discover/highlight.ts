/** A text cut around its matched part (UTF-16 offsets, as the server's suggestions give them). */
export function aroundMatch(text: string, start: number, end: number): [before: string, match: string, after: string] {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return [text.slice(0, from), text.slice(from, to), text.slice(to)];
}
