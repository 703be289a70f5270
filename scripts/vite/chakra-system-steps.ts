import type { Plugin } from 'vite';

/**
 * Chakra's createSystem is one call: merging the configs, a dictionary entry for every token,
 * the style utilities, then the rest; about 25-45 ms on a fast machine, four times that on a
 * phone: the longest task of every page's start (issue 39, Lighthouse's TBT). The build makes it
 * a generator as well, `createSystem.steps`, that stops between those parts (and between the
 * token dictionary's own), so the app can build its theme over several tasks
 * (src/app/chakra-theme.ts); createSystem itself still runs them all at once.
 *
 * The build fails loudly when Chakra's code no longer has the shape this expects.
 */
const SYSTEM = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const DICTIONARY = /@chakra-ui\/react\/dist\/esm\/styled-system\/token-dictionary\.js$/;

interface Stepping {
  /** the function made a generator: its first line */
  start: string;
  name: string;
  /** the statements after which a step ends */
  stepEnds: string[];
  /** other replacements, each of a text found once */
  replacements: [string, string][];
  exported: string;
}

const SYSTEM_STEPS: Stepping = {
  start: 'function createSystem(...configs) {\n',
  name: 'createSystem',
  stepEnds: [
    '  const config = mergeConfigs(...configs);\n',
    '    prefix: cssVarsPrefix\n  });\n',
    '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n',
  ],
  // The token dictionary in its own steps (below).
  replacements: [
    [
      '  const tokens = createTokenDictionary({\n',
      '  const tokens = yield* createTokenDictionary.steps({\n',
    ],
  ],
  exported: 'export { createSystem, isValidSystem };',
};

/** The dictionary's `build`, as Chakra writes it: its parts are run with a step between some. */
const BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
`;
const DICTIONARY_STEPS: Stepping = {
  start: 'function createTokenDictionary(options) {\n',
  name: 'createTokenDictionary',
  stepEnds: ['  registerMiddleware(...tokenMiddlewares);\n'],
  replacements: [
    // Left as it is, but checked: the steps below run what it runs.
    [BUILD, BUILD],
    [
      '  build();\n  return dictionary;\n',
      `  applyMiddlewares("pre");
  applyTransforms("pre");
  yield;
  addConditionalTokens();
  addReferences();
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  applyTransforms("post");
  yield;
  setupViews();
  return dictionary;
`,
    ],
  ],
  exported: 'export { createTokenDictionary, tokenCategories };',
};

/** `name` as a generator (`name.steps`) and as the function it was, running every step at once. */
function stepped(code: string, id: string, stepping: Stepping): string {
  const { start, name, stepEnds, replacements, exported } = stepping;
  const parts = [start, exported, ...stepEnds, ...replacements.map(([from]) => from)];
  if (!parts.every((part) => code.split(part).length === 2))
    throw new Error(`chakra-system-steps: ${id} changed shape; update scripts/vite/`);
  let result = code.replace(start, start.replace(`function ${name}`, `function* ${name}Steps`));
  for (const end of stepEnds) result = result.replace(end, `${end}  yield;\n`);
  for (const [from, to] of replacements) result = result.replace(from, to);
  const whole = `function ${name}(...args) {
  const steps = ${name}Steps(...args);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
${name}.steps = ${name}Steps;
`;
  return result.replace(exported, `${whole}${exported}`);
}

export function chakraSystemSteps(): Plugin {
  return {
    name: 'chakra-system-steps',
    apply: 'build',
    transform(code, id) {
      if (SYSTEM.test(id)) return stepped(code, id, SYSTEM_STEPS);
      if (DICTIONARY.test(id)) return stepped(code, id, DICTIONARY_STEPS);
      return null;
    },
  };
}
