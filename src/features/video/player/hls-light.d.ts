// hls.js publishes no types for its light build's export path: it is the same API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
