/**
 * The layers of DESIGN §2, enforced by `npm run lint` (docs/ARCHITECTURE.md explains them).
 * Type-only imports count too: a type is a dependency a reader has to follow.
 */
const feature = '^src/features/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import circle, static or dynamic: each module can be read after the ones it imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'machines-are-pure',
      comment:
        'machines/ imports only machines/, src/domain and xstate: no React, no HTTP, no app.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { pathNot: ['^machines/', '^src/domain/', '^node_modules/xstate/'] },
    },
    {
      name: 'domain-is-pure',
      comment:
        "src/domain holds pure rules over the contract's shapes (src/api/schemas): no React, no machines, no HTTP, no app, no views.",
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        path: [
          '^src/',
          '^machines/',
          '^node_modules/(react|react-dom|@xstate|ofetch|@tanstack|@chakra-ui)/',
        ],
        pathNot: ['^src/domain/', '^src/api/schemas/'],
      },
    },
    {
      name: 'api-imports-no-react-machines-or-app',
      comment: 'src/api is the only HTTP: it imports no React, no machines, no app, no views.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: {
        path: [
          '^machines/',
          '^src/(app|features|components|explorer)/',
          '^node_modules/(react|react-dom|@xstate|@chakra-ui)/',
        ],
      },
    },
    {
      name: 'platform-is-below-the-views',
      comment:
        'src/platform (storage, its cookie copy, connectivity) is what the app stands on: it imports no app, feature, view, explorer or texts.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/(app|features|components|explorer|i18n)/' },
    },
    {
      name: 'i18n-is-below-the-views',
      comment:
        'src/i18n (the texts and their start) imports no app, feature, view, explorer or HTTP.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(app|features|components|explorer|api)/' },
    },
    {
      name: 'nothing-imports-the-app-root',
      comment:
        'src/app is the composition root (main, App, routes, the server entry, what fills the slots): it imports the layers, none imports it.',
      severity: 'error',
      from: { pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'system-is-below-the-features',
      comment:
        "src/system (the app's actors, the flows' wiring, the hooks the features share) imports no feature, no root.",
      severity: 'error',
      from: { path: '^src/system/' },
      to: { path: '^src/(app|features)/' },
    },
    {
      name: 'system-loads-the-explorer-only-on-demand',
      comment:
        "Live inspection (src/system/inspection.ts) loads the explorer's inspector and coverage recorder on demand, in inspection builds only: never statically.",
      severity: 'error',
      from: { path: '^src/system/' },
      to: { path: '^src/explorer/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'explorer-imports-no-app',
      comment:
        "The flow explorer (/flows) shows the machines and the coverage runs: it reaches no feature's code, nor the app's.",
      severity: 'error',
      from: { path: '^src/explorer/' },
      to: { path: '^src/(app|system|features)/' },
    },
    {
      name: 'components-are-below-the-app',
      comment:
        'src/components are shared pieces: they take what they need as props or through a slot (feature-slots.ts), never from the app, its system or a feature (a dynamic import too).',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(app|system|features|explorer)/' },
    },
    {
      name: 'service-worker-stands-alone',
      comment:
        'src/service-worker runs outside the page: it imports only the API shapes and the platform below the views.',
      severity: 'error',
      from: { path: '^src/service-worker/' },
      to: { path: '^src/(app|system|features|components|explorer|i18n)/' },
    },
    {
      name: 'features-meet-through-index',
      comment: "A feature imports another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: feature },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'only-the-app-lazy-loads-features',
      comment:
        'src/app is the composition root: the only place that loads a feature on demand (a feature may split its own code).',
      severity: 'error',
      from: { pathNot: ['^src/app/', feature] },
      to: { path: '^src/features/', dependencyTypes: ['dynamic-import'] },
    },
    {
      name: 'features-lazy-load-only-themselves',
      severity: 'error',
      from: { path: feature },
      to: {
        path: '^src/features/',
        pathNot: '^src/features/$1/',
        dependencyTypes: ['dynamic-import'],
      },
    },
    {
      name: 'product-code-imports-no-tests',
      comment: 'Nothing under src/, server/ or machines/ imports tests/ or e2e/.',
      severity: 'error',
      from: { path: '^(src|server|machines)/' },
      to: { path: '^(tests|e2e)/' },
    },
    {
      name: 'server-imports-no-spa',
      comment: 'The provider stands alone: it imports nothing of the SPA.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|machines)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist', '^dist-ssr', 'node_modules/.vite'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
