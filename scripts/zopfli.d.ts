declare module '@gfx/zopfli' {
  export function gzipAsync(data: Uint8Array, options?: { numiterations?: number }): Promise<Uint8Array>;
}
