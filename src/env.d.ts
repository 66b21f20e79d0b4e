/// <reference types="vite/client" />
declare const __API_SECRET__: string;
/** package.json's version (+ the MANYUE_BUILD label), see vite.config.ts. */
declare const __APP_VERSION__: string;
