import { useLocation, useSearch } from 'wouter';

/**
 * What `/flows/<machine>` shows, in its URL, so a QA report links the exact view:
 * `?path=<generated path id>&step=<1-based step>&zoom=<scale>&from=<state id>`. Missing or
 * broken values read as the defaults (the first path, its first step, the diagram fitted to its
 * frame, no state to start from).
 */
export type ExplorerView = {
  path: string | undefined;
  step: number;
  zoom: number | undefined;
  /** The state a path starts from (./start-from.ts): its shortest way there and the ways on. */
  from?: string | undefined;
};

export function readView(search: string): ExplorerView {
  const params = new URLSearchParams(search);
  const step = Number.parseInt(params.get('step') ?? '', 10);
  const zoom = Number.parseFloat(params.get('zoom') ?? '');
  return {
    path: params.get('path') || undefined,
    step: Number.isFinite(step) && step >= 1 ? step - 1 : 0,
    zoom: Number.isFinite(zoom) && zoom > 0 ? Math.min(4, Math.max(0.1, zoom)) : undefined,
    from: params.get('from') || undefined,
  };
}

/** `search` with `changes` applied (undefined removes a value); other parameters stay. */
export function withView(search: string, changes: Partial<ExplorerView>): string {
  const params = new URLSearchParams(search);
  const put = (key: string, value: string | undefined) =>
    value === undefined ? params.delete(key) : params.set(key, value);
  if ('path' in changes) put('path', changes.path);
  if ('step' in changes)
    put(
      'step',
      changes.step === undefined || changes.step === 0 ? undefined : String(changes.step + 1),
    );
  if ('zoom' in changes)
    put(
      'zoom',
      changes.zoom === undefined ? undefined : String(Math.round(changes.zoom * 100) / 100),
    );
  if ('from' in changes) put('from', changes.from);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The view of this page's URL, and a change of it (the URL is replaced, not pushed). */
export function useExplorerView(): [ExplorerView, (changes: Partial<ExplorerView>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const change = (changes: Partial<ExplorerView>) =>
    navigate(`${location}${withView(window.location.search, changes)}`, { replace: true });
  return [readView(search), change];
}
