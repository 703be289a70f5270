import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

/** The worker's source (TypeScript importing Workbox's modules): bundled into dist/sw.js. */
const SOURCE = fileURLToPath(new URL('../../src/service-worker/sw.ts', import.meta.url));

/** Chunks this large are the flow explorer's and the like: fetched and kept when first used. */
const PRECACHE_MAX_BYTES = 600_000;
/** Source maps, compressed copies, the old push worker and .woff (every browser with a service worker reads .woff2). */
const NOT_PRECACHED = /\.(map|br|gz|woff)$|(^|\/)(sw\.js|firebase-messaging-sw\.js|\.vite\/.*)$/;
/** Vite names every file under assets/ by its content hash: its URL is its revision. */
const HASHED = /^assets\//;

function publicFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? publicFiles(path, root)
      : [relative(root, path).split(sep).join('/')];
  });
}

const contentHash = (content: string | Uint8Array) =>
  createHash('sha256').update(content).digest('hex').slice(0, 12);

/** sw.ts and the Workbox modules it imports, as one classic script (a worker has no imports). */
async function bundleWorker(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // Workbox's logging and assertions are behind process.env.NODE_ENV checks.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: SOURCE, formats: ['iife'], name: 'storefrontWorker', fileName: () => 'sw.js' },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const [chunk] = (Array.isArray(output) ? output[0]! : output).output;
  return chunk.code;
}

/**
 * The service worker (issue 31): at the end of `vite build` it bundles src/service-worker/sw.ts
 * and writes `sw.js` with the build's version (a hash of every file it ships) and its precache
 * manifest (Workbox's `{ url, revision }` entries) before it, and puts the same version in
 * index.html (`<meta name="app-version">`), so a page knows which build it runs and a new build
 * is a new worker. Nothing in development (`vite`).
 */
export function serviceWorker(): Plugin {
  let publicDir = 'public';
  return {
    name: 'storefront-service-worker',
    apply: 'build',
    // After Vite's own HTML plugin has put index.html in the bundle.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(options, bundle) {
      // Only the SPA's build: the server-rendering build (vite build --ssr) has no worker.
      if (options.dir?.includes('dist-ssr') || !('index.html' in bundle)) return;
      const worker = await bundleWorker();
      const files = new Map<string, string | Uint8Array>();
      for (const [name, output] of Object.entries(bundle))
        files.set(name, output.type === 'chunk' ? output.code : output.source);
      const fromPublic = publicDir ? publicFiles(publicDir) : [];
      for (const name of fromPublic) files.set(name, readFileSync(join(publicDir, name)));

      const hash = createHash('sha256');
      for (const name of [...files.keys()].sort())
        if (name !== 'index.html') hash.update(name).update(files.get(name)!);
      hash.update(worker);
      const version = hash.digest('hex').slice(0, 12);

      const html = bundle['index.html'];
      if (html?.type === 'asset')
        files.set(
          'index.html',
          (html.source = String(html.source).replace(
            '<meta charset="UTF-8" />',
            `<meta charset="UTF-8" />\n    <meta name="app-version" content="${version}" />`,
          )),
        );
      const manifest = [...files.entries()]
        .filter(([name]) => !NOT_PRECACHED.test(name))
        .filter(([, content]) => content.length <= PRECACHE_MAX_BYTES)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, content]) =>
          HASHED.test(name) ? `/${name}` : { url: `/${name}`, revision: contentHash(content) },
        );
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source:
          `self.__BUILD=${JSON.stringify({ version })};\n` +
          `self.__WB_MANIFEST=${JSON.stringify(manifest)};\n${worker}`,
      });
    },
  };
}
