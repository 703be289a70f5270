/** FLOWS_EXPLORER at build time, set by vite.config.ts (`define`) for the build and Vitest. */
declare const __FLOWS_EXPLORER__: boolean;
/**
 * Whether the build can inspect its actors live (`?inspect`, src/system/inspection.ts): in
 * development, and in a build with FLOWS_INSPECT=1 (vite.config.ts `define`).
 */
declare const __FLOWS_INSPECT__: boolean;
