import { ROUTE_PAGES } from './routes';

/** Whether `path` matches a route pattern of routes.tsx (literal segments and `:param`s). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}

/**
 * Loads the code of the page `path` shows (nothing for the landing, which ships with the entry,
 * or a path no route takes): before the server renders it, and before the browser hydrates it.
 * The same pattern order as the Switch: the first match wins.
 */
export async function loadRoutePage(path: string): Promise<void> {
  const found = ROUTE_PAGES.find(([pattern]) => matches(pattern, path));
  if (found) await found[1].load();
}
