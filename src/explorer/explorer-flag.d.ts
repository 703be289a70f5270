/** FLOWS_EXPLORER at build time, set by vite.config.ts (`define`) for the build and Vitest. */
declare const __FLOWS_EXPLORER__: boolean;
