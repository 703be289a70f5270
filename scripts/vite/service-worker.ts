import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The worker's source (plain JS, no imports): what this plugin writes to dist/sw.js. */
const SOURCE = new URL('../../src/service-worker/sw.js', import.meta.url);

/** Chunks this large are the flow explorer's and the like: fetched and kept when first used. */
const PRECACHE_MAX_BYTES = 600_000;
/** Source maps, compressed copies, the old push worker and .woff (every browser with a service worker reads .woff2). */
const NOT_PRECACHED = /\.(map|br|gz|woff)$|(^|\/)(sw\.js|firebase-messaging-sw\.js|\.vite\/.*)$/;

function publicFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? publicFiles(path, root)
      : [relative(root, path).split(sep).join('/')];
  });
}

/**
 * The service worker (issue 31) without a dependency: at the end of `vite build` it writes
 * `sw.js` with the build's version (a hash of every file it ships) and the list of files to
 * precache, and puts the same version in index.html (`<meta name="app-version">`), so a page
 * knows which build it runs and a new build is a new worker. Nothing in development (`vite`).
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
    generateBundle(options, bundle) {
      // Only the SPA's build: the server-rendering build (vite build --ssr) has no worker.
      if (options.dir?.includes('dist-ssr') || !('index.html' in bundle)) return;
      const files = new Map<string, string | Uint8Array>();
      for (const [name, output] of Object.entries(bundle))
        files.set(name, output.type === 'chunk' ? output.code : output.source);
      const fromPublic = publicDir ? publicFiles(publicDir) : [];
      for (const name of fromPublic) files.set(name, readFileSync(join(publicDir, name)));

      const hash = createHash('sha256');
      for (const name of [...files.keys()].sort())
        if (name !== 'index.html') hash.update(name).update(files.get(name)!);
      hash.update(readFileSync(SOURCE));
      const version = hash.digest('hex').slice(0, 12);

      const precache = [
        '/index.html',
        ...[...files.entries()]
          .filter(([name]) => name !== 'index.html' && !NOT_PRECACHED.test(name))
          .filter(([, content]) => content.length <= PRECACHE_MAX_BYTES)
          .map(([name]) => `/${name}`)
          .sort(),
      ];
      const html = bundle['index.html'];
      if (html?.type === 'asset')
        html.source = String(html.source).replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta name="app-version" content="${version}" />`,
        );
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `self.__BUILD = ${JSON.stringify({ version, precache })};\n${readFileSync(SOURCE, 'utf8')}`,
      });
    },
  };
}
