/**
 * Whether the build ships the flow explorer (/flows). An operator turns it off with
 * FLOWS_EXPLORER=0 at build time (`FLOWS_EXPLORER=0 npm start` builds without it): no route,
 * no footer link, no chunk. Where a chunk must drop out, test `__FLOWS_EXPLORER__` itself: the
 * bundler only folds a literal.
 */
export const flowsExplorerEnabled: boolean = __FLOWS_EXPLORER__;
