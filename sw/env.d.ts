/** Replaced at build time (vite.config.ts define): the envelope key, as the page has it. */
declare const __API_SECRET__: string;
