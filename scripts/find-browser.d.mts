export function findChromium(): string | null;
/** Flags that keep Chromium quiet on a machine with no internet and busy with one page. */
export const CHROMIUM_ARGS: string[];
