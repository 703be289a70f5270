import type { InspectionEvent } from 'xstate';

/**
 * Live inspection (`?inspect`): every actor the app creates (the app-wide ones in their
 * creators, a component's own flow in useFlowActor) is created with `inspected(options)`, which
 * adds XState's `inspect` observer when the page was opened with `?inspect` (or `?inspect`
 * earlier in this tab; `?inspect=0` stops it). The inspector (src/explorer/live) redacts each
 * event and posts it to the live explorer (`/flows?live`) over a BroadcastChannel; its code
 * loads only then. Builds have it when FLOWS_INSPECT=1, and in development (vite.config.ts).
 */
const loadInspector = __FLOWS_INSPECT__ ? () => import('@/explorer/live/inspector') : null;

const SESSION_KEY = 'flows-inspect';

function wanted(): boolean {
  if (typeof window === 'undefined') return false;
  const asked = new URLSearchParams(window.location.search).get('inspect');
  try {
    if (asked === '0') window.sessionStorage.removeItem(SESSION_KEY);
    else if (asked !== null) window.sessionStorage.setItem(SESSION_KEY, '1');
    return window.sessionStorage.getItem(SESSION_KEY) === '1';
  } catch {
    return asked !== null && asked !== '0';
  }
}

/** Events that arrive before the inspector's code has loaded wait here, in order. */
function startInspection(load: NonNullable<typeof loadInspector>) {
  let sink: ((event: InspectionEvent) => void) | undefined;
  const waiting: InspectionEvent[] = [];
  void load().then(({ startBroadcastInspector }) => {
    sink = startBroadcastInspector();
    for (const event of waiting.splice(0)) sink(event);
  });
  return (event: InspectionEvent) => (sink ? sink(event) : waiting.push(event));
}

/**
 * Coverage from real browser runs (src/explorer/coverage.ts): a page under Playwright that was
 * given the `__flowsCoverage` function (e2e/fixtures/test.ts) sends every machine's states,
 * transitions and guard outcomes to it. Builds with FLOWS_INSPECT=1 only, as the inspector.
 */
const loadRecorder = __FLOWS_INSPECT__ ? () => import('@/explorer/coverage-recorder') : null;

type CoverageSink = (record: unknown) => unknown;

function coverageSink(): CoverageSink | undefined {
  if (typeof window === 'undefined') return undefined;
  const sink = (window as unknown as Record<string, unknown>).__flowsCoverage;
  return typeof sink === 'function' ? (sink as CoverageSink) : undefined;
}

function startRecording(load: NonNullable<typeof loadRecorder>, sink: CoverageSink) {
  let record: ((event: InspectionEvent) => void) | undefined;
  const waiting: InspectionEvent[] = [];
  void load().then(({ startCoverageRecorder }) => {
    record = startCoverageRecorder(sink);
    for (const event of waiting.splice(0)) record(event);
  });
  return (event: InspectionEvent) => (record ? record(event) : waiting.push(event));
}

function both(
  a: ((event: InspectionEvent) => void) | undefined,
  b: ((event: InspectionEvent) => void) | undefined,
) {
  if (!a || !b) return a ?? b;
  return (event: InspectionEvent) => {
    a(event);
    b(event);
  };
}

const sink = loadRecorder ? coverageSink() : undefined;
const inspect = both(
  loadInspector && wanted() ? startInspection(loadInspector) : undefined,
  loadRecorder && sink ? startRecording(loadRecorder, sink) : undefined,
);

/** `options` with the page's inspector when inspection is on (the same object when off). */
export function inspected<TOptions extends object>(options?: TOptions): TOptions {
  if (!inspect) return (options ?? {}) as TOptions;
  return { ...options, inspect } as TOptions;
}
