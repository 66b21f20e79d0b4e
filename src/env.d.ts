/// <reference types="vite/client" />
declare const __API_SECRET__: string;
