/**
 * The one byte range of a `Range: bytes=…` request (RFC 9110 §14). Players ask for one range at a
 * time; a request for several is answered with the whole file, which the RFC allows. The server's
 * /media/ and the service worker's downloaded episodes answer ranges by this same reading.
 */
export type RangeAnswer =
  /** Serve the whole file (no Range, another unit, or several ranges). */
  | { kind: 'whole' }
  /** Serve bytes start…end, both inclusive. */
  | { kind: 'part'; start: number; end: number }
  /** 416: the range is malformed or lies beyond the end. */
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const spec = (match[1] ?? '').trim();
  if (spec.includes(',')) return { kind: 'whole' };
  const range = /^(\d*)-(\d*)$/.exec(spec);
  if (!range || (range[1] === '' && range[2] === '') || size === 0) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = range;
  if (first === '') {
    // bytes=-N: the last N bytes.
    const length = Number(last);
    if (length === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
