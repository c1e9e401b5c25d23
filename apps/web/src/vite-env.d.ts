/// <reference types="vite/client" />

/** The root package.json version, injected by Vite `define` (see vite.config.ts). */
declare const __APP_VERSION__: string;
