/// <reference types="vite/client" />
declare const __API_SECRET__: string;
/** package.json's version (+ the MANYUE_BUILD label), see vite.config.ts. */
declare const __APP_VERSION__: string;
/** opencc-js's dictionaries (i18n/hant-text.ts), each `from to|from to|…`: the package types its converters only. */
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
