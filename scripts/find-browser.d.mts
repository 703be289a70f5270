export function findChromium(): string | null;
export const DEBIAN_HEADLESS_SHELL: string;
export function findHeadlessChromium(): string | null;
/** Flags that keep Chromium quiet on a machine with no internet and busy with one page. */
export const CHROMIUM_ARGS: string[];
