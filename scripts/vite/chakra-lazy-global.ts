import type { Plugin } from 'vite';

/**
 * Chakra's createSystem builds its global CSS (reset, global styles and a CSS variable for every
 * token, light and dark) as soon as the system is created: about a third of the app's start on
 * a phone (issue 16). When index.html already carries those styles (scripts/prepaint.mjs), the
 * app never needs them built, so the build makes `system._global` a getter that builds them on
 * first read instead (src/app/chakra-theme.ts and main.tsx decide whether anything reads it).
 *
 * The build fails loudly when Chakra's code no longer has the shape this expects.
 */
const MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

export function chakraLazyGlobalCss(): Plugin {
  return {
    name: 'chakra-lazy-global-css',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(RETURNED))
        throw new Error(`chakra-lazy-global-css: ${id} changed shape; update scripts/vite/`);
      return code
        .replace(EAGER, 'let _globalCss;')
        .replace(
          RETURNED,
          '    get _global() {\n      return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
        );
    },
  };
}
