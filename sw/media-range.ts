/**
 * A downloaded episode answered from the cache the way the server answers its file, so that the
 * `<video>` element seeks with no network: the byte range it asks for (206 with Content-Range), 416
 * when the range cannot be met, the whole file without one. The range is read as the server reads
 * it (core/contract/byte-range.ts). The cached body is a Blob the browser keeps on disk: a slice of
 * it is read, not the whole file.
 */
import { parseRange } from '../src/core/contract/byte-range';

export async function answerRange(range: string | null, kept: Response): Promise<Response> {
  const blob = await kept.blob();
  const size = blob.size;
  const headers = new Headers(kept.headers);
  headers.set('accept-ranges', 'bytes');
  headers.delete('content-range');
  const asked = parseRange(range ?? undefined, size);
  if (asked.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    headers.set('content-length', '0');
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers });
  }
  if (asked.kind === 'whole') {
    headers.set('content-length', String(size));
    return new Response(blob, { status: 200, headers });
  }
  const { start, end } = asked;
  headers.set('content-range', `bytes ${start}-${end}/${size}`);
  headers.set('content-length', String(end - start + 1));
  return new Response(blob.slice(start, end + 1, blob.type), { status: 206, statusText: 'Partial Content', headers });
}
