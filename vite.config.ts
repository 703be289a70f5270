import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chakraLazyGlobalCss } from './scripts/vite/chakra-lazy-global';
import { chakraSystemSteps } from './scripts/vite/chakra-system-steps';
import { serviceWorker } from './scripts/vite/service-worker';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  // Single Chakra recipe modules, for views loaded after the first paint (src/components/slot-recipes.ts).
  '@chakra-theme': fileURLToPath(
    new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url),
  ),
};

const TEST_FILES = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];
/** Tests that measure time or spawn provider processes: alone, so that no other file slows them. */
const TIMED_TEST_FILES = [
  'tests/server/login-flood.test.ts',
  'tests/server/security-http.test.ts',
  'tests/server/order-stream.test.ts',
  'tests/server/cluster.test.ts',
  'tests/server/rolling-restart.test.ts',
  'tests/server/backup.test.ts',
  'tests/server/upgrade.test.ts',
];

/** index.html and the script it loads (the app's, or the bench's bare page's): the entry chunk. */
const ENTRY_MODULE = /(\.html|[\\/]main\.tsx)$/;

/** The chunks every page has loaded before it imports anything on demand. */
const ENTRY_CHUNK = /(^|\/)(initial|rolldown-runtime)-[\w-]+\.js$/;

/** A route's chunk: the views src/app/routes.tsx loads on demand, each a `*Page.tsx`. */
const ROUTE_PAGE = /(^|\/)\w+Page-[\w-]+\.js$/;

/**
 * `__FLOWS_INSPECT__`: live inspection (`?inspect`, src/system/inspection.ts) is in development
 * (`vite`, Vitest) and in a build with FLOWS_INSPECT=1 (the e2e build); off, the inspector's
 * code is in no chunk. A plugin, because only its hook knows whether this is a build.
 */
const flowsInspectFlag = (): Plugin => ({
  name: 'flows-inspect-flag',
  config: (_config, { command }) => ({
    define: {
      __FLOWS_INSPECT__: JSON.stringify(
        process.env.FLOWS_EXPLORER !== '0' &&
          (process.env.FLOWS_INSPECT === '1' || command === 'serve'),
      ),
    },
  }),
});

const providerPort = process.env.PROVIDER_PORT ?? '8080';

export default defineConfig({
  plugins: [
    react(),
    chakraLazyGlobalCss(),
    chakraSystemSteps(),
    flowsInspectFlag(),
    serviceWorker(),
  ],
  resolve: { alias },
  // FLOWS_EXPLORER=0 builds the SPA without the flow explorer (src/explorer/enabled.ts).
  define: { __FLOWS_EXPLORER__: JSON.stringify(process.env.FLOWS_EXPLORER !== '0') },
  build: {
    manifest: true,
    // SOURCEMAP=1: source maps beside the chunks, to read a profile of the built app by source.
    sourcemap: process.env.SOURCEMAP === '1',
    target: 'es2022',
    modulePreload: {
      // A chunk loaded on demand need not ask again for the entry's own chunks: they ran first.
      // Only a route's page has its files preloaded ahead (one `modulepreload` link each, which
      // the browser handles on the main thread): the shell's lazy parts (search box, footer,
      // menus, dialogs) load after the first paint, where a link per file cost the landing about
      // 270 ms of main thread at 4× slowdown; the browser finds their imports itself.
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType !== 'js') return deps;
        if (!ROUTE_PAGE.test(file)) return [];
        return deps.filter((dep) => !ENTRY_CHUNK.test(dep));
      },
    },
    rolldownOptions: {
      output: {
        // What the entry imports statically is loaded before any page anyway: one chunk for it
        // all instead of dozens of small shared ones (each costs its own compression and import).
        // The entry module itself stays the entry chunk (the manifest and the prepaint read it).
        codeSplitting: {
          groups: [
            {
              name: 'initial',
              tags: ['$initial'],
              test: (id) => !ENTRY_MODULE.test(id),
            },
            // What many lazily loaded chunks share (Chakra's components, the query hooks, the
            // item card...) in one chunk: a shopping page's file had 55-80 files to preload, one
            // `modulepreload` link each, appended in one task (about 150 ms at 4x slowdown).
            {
              name: 'shared',
              test: (id) => !ENTRY_MODULE.test(id),
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${providerPort}`,
      // The provider's demo payment gateway page (CONTRACT "Our extensions").
      '/payment-mobile': `http://127.0.0.1:${providerPort}`,
      // The test runs' coverage and pictures the flow explorer shows (server/http/static.ts).
      '/flows-data': `http://127.0.0.1:${providerPort}`,
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // Both cores (Vitest's default leaves one idle on a 2-core machine).
    maxWorkers: 2,
    testTimeout: 20_000,
    // a test world's close on PostgreSQL waits for its pool's connections to end
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Files share a worker's loaded modules: the house keeps no process-wide state
        // (tests/house/module-state.test.ts), and loading the provider anew for each file
        // was most of the suite's time.
        test: { name: 'unit', include: TEST_FILES, exclude: TIMED_TEST_FILES, isolate: false },
      },
      {
        extends: true,
        // After the rest, one file at a time: they time answers or start processes of their own.
        test: {
          name: 'timed',
          include: TIMED_TEST_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
