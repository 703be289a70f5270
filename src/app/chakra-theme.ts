import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
// Single theme modules through the `@chakra-theme` alias (vite.config.ts): importing
// '@chakra-ui/react/theme' itself builds Chakra's default config and keeps every recipe it has
// (about 30 KB gzip more on the first paint; scripts/bundle-check.mjs guards this).
import { breakpoints } from '@chakra-theme/breakpoints';
import { globalCss } from '@chakra-theme/global-css';
import { layerStyles } from '@chakra-theme/layer-styles';
import { animationStyles } from '@chakra-theme/motion-styles';
import { textStyles } from '@chakra-theme/text-styles';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { colors } from '@chakra-theme/tokens/colors';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fonts } from '@chakra-theme/tokens/fonts';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { keyframes } from '@chakra-theme/tokens/keyframes';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';
import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { containerRecipe } from '@chakra-theme/recipes/container';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';

/**
 * Palettes nothing of ours paints with (nor the recipes we ship: teal and purple only Chakra's
 * code block's). Every token costs the first paint: createSystem builds a dictionary entry and a
 * CSS variable (light and dark) for each, on the main thread (issue 16); without teal and purple
 * it takes 12% less (15.7 → 13.8 ms in Node).
 */
const UNUSED_PALETTES = new Set(['yellow', 'cyan', 'pink', 'teal', 'purple']);
const without = <T extends Record<string, unknown>>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Chakra's default system carries every recipe. Ours has Chakra's tokens and the recipes the
 * first paint renders; slot recipes (dialog, drawer, field, toast, ...) travel with the lazily
 * loaded views that render them, through each Root's `recipe` prop (src/components/slot-recipes.ts).
 */
const storefrontConfig = defineConfig({
  // No cascade layers: a rule inserted inside `@layer` (every recipe's, by default) makes Chromium
  // rebuild its font faces and lay out the whole page again, about 50 ms on a phone each time a
  // view shows a style not yet in the page, several times after hydration (issue 28). Unlayered,
  // a recipe's styles and an element's own style props merge into one rule, the props last.
  disableLayers: true,
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors: without(colors),
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: {
      colors: without(semanticColors),
      shadows: semanticShadows,
      radii: semanticRadii,
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
  },
});

/**
 * The self-hosted faces (src/app/fonts.css); unicode-range picks the face per character. Noto
 * Sans Bengali first: it has Noto Sans's Latin, the Bengali script and the taka sign for every
 * language (a separate Noto Sans package would have served the Bengali danda from its Devanagari
 * subset, 42 KB more per Bengali page). Arabic after it, so Latin never loads an Arabic file.
 */
const SHIPPED_FONTS = `'Noto Sans Bengali', 'Noto Sans Arabic', system-ui, sans-serif`;

/**
 * Brand and contrast adjustments: text on white (and white on green) at WCAG AA, 4.5:1;
 * the shipped fonts; a loading button keeps its name.
 */
const brandConfig = defineConfig({
  theme: {
    recipes: {
      button: {
        base: {
          // A busy button (`BusyButton`) centres a spinner over its words, which Chakra's loader
          // hides with `visibility: hidden`: that takes them out of the accessibility tree too,
          // and the button had no name while it worked (axe: button-name). Transparent words
          // keep their place and their meaning.
          // Important: the hiding style is unlayered, and beats any layered rule otherwise.
          '&[aria-busy="true"] > span > div + span': {
            visibility: 'visible !important',
            color: 'transparent',
          },
        },
      },
    },
    tokens: {
      fonts: { body: { value: SHIPPED_FONTS }, heading: { value: SHIPPED_FONTS } },
    },
    semanticTokens: {
      colors: {
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        red: { fg: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
          fg: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
});

/** Chakra's base (conditions, utilities), our tokens and recipes, our brand: merged by Chakra. */
const CONFIGS = [defaultBaseConfig, storefrontConfig, brandConfig];

/**
 * When index.html carries the global styles already (the build's prepaint writes them,
 * scripts/prepaint.mjs), the provider is handed none: they are not built (the build makes them
 * lazy, scripts/vite/chakra-lazy-global.ts) nor inserted again.
 */
function withoutPrepaintedGlobals(system: SystemContext): SystemContext {
  const prepainted =
    typeof document !== 'undefined' &&
    document.querySelector('style[data-emotion^="css-global "]') !== null;
  return prepainted ? Object.create(system, { _global: { value: [] } }) : system;
}

/**
 * Chakra's system for the storefront, built when called, not when imported: building it (a
 * dictionary entry and CSS variables for every token) is the longest part of the app's start.
 */
export function buildChakraTheme(): SystemContext {
  // One merge: createSystem merges (and clones) whatever configs it is given.
  return withoutPrepaintedGlobals(createSystem(...CONFIGS));
}

/** createSystem's parts, one by one, where the build made them (scripts/vite/chakra-system-steps.ts). */
type Stepped = typeof createSystem & {
  steps?: (...configs: typeof CONFIGS) => Generator<undefined, SystemContext, undefined>;
};

/**
 * The system built as `buildChakraTheme` builds it, with `between` awaited between its parts
 * (main.tsx: each part a task of its own, none long enough to hold input up); at once where the
 * build did not make the parts (tests, the dev server).
 */
export async function buildChakraThemeInParts(
  between: () => Promise<void>,
): Promise<SystemContext> {
  const { steps } = createSystem as Stepped;
  if (!steps) return buildChakraTheme();
  const building = steps(...CONFIGS);
  for (let step = building.next(); ; step = building.next()) {
    if (step.done) return withoutPrepaintedGlobals(step.value);
    await between();
  }
}
