import { Writable } from 'node:stream';
import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ApiError } from '@/api/errors';

/**
 * Queries the server cannot answer as the browser does: a static page's HTML is sanitised by
 * DOMPurify, which needs a DOM. Left pending: the server renders their loading state, the
 * browser fetches them.
 */
const BROWSER_ONLY_QUERIES = new Set(['page']);

function enabled(query: Query): boolean {
  const options = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const flag = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return (
    flag !== false &&
    query.options.queryFn !== skipToken &&
    !BROWSER_ONLY_QUERIES.has(String(query.queryKey[0]))
  );
}

/**
 * Queries a render asked for that nobody fetched (the server never fetches in render), but
 * those left to the browser (their hashes).
 */
export function waiting(client: QueryClient, leftToBrowser: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        enabled(query) &&
        !leftToBrowser.has(query.queryHash),
    );
}

/**
 * Fetches them all; a failure leaves its query in error (the page renders its error state), but
 * a refused token's (401: the browser's session then ends it) and one unanswered in time (the
 * client's timeout): pending again and left to the browser.
 */
export async function fetchAll(
  queries: Query[],
  path: string,
  leftToBrowser: Set<string>,
): Promise<void> {
  await Promise.allSettled(
    queries.map((query) =>
      query.fetch().catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 0)) {
          leftToBrowser.add(query.queryHash);
          query.reset();
        } else if (!(error instanceof ApiError)) console.warn(`ssr: ${path}:`, error);
      }),
    ),
  );
}

/** Whether `work` is done within `ms` (it goes on either way). */
export function withinTime(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    void work.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** A render waits this long for the code it loads (the server fetches no data in a render). */
const CODE_TIMEOUT_MS = 3000;

/** Renders the tree to nowhere, to the end (every Suspense boundary resolved). */
export function renderToNothing(tree: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    sink.on('finish', () => resolve());
    const { pipe, abort } = renderToPipeableStream(tree, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: () => {},
    });
    setTimeout(() => abort(), CODE_TIMEOUT_MS).unref();
  });
}
