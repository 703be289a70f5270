import { createContext, useContext } from 'react';

/**
 * What a server-rendered page turned out to be (issue 39): a page or section that says "not
 * found" makes it a 404, one that shows a failure makes it a page no shared cache may keep.
 */
export type PageStatus = { notFound: boolean; failed: boolean };

/**
 * Where a view records it: the server renders with a recorder of the request's own
 * (src/app/ssr/entry-server.tsx); in the browser there is none.
 */
export const PageStatusContext = createContext<((kind: keyof PageStatus) => void) | null>(null);

/**
 * Records, while rendering on the server, that this view shows a "not found" or a failure: during
 * render, on purpose, as the server runs no effect.
 */
export function useRecordPageStatus(kind: keyof PageStatus): void {
  const record = useContext(PageStatusContext);
  record?.(kind);
}
