declare const __FLOWS_EXPLORER__: boolean | undefined;

/**
 * Whether the build ships the flow explorer (/flows). An operator turns it off with
 * FLOWS_EXPLORER=0 at build time (`FLOWS_EXPLORER=0 npm start` builds without it): no route,
 * no footer link, no chunk.
 */
export const flowsExplorerEnabled: boolean =
  typeof __FLOWS_EXPLORER__ === 'boolean' ? __FLOWS_EXPLORER__ : true;
