/// <reference types="vite/client" />

/** The app's version, set at build time (YUKON_VERSION, else package.json's version). */
declare const __APP_VERSION__: string;
