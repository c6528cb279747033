// The layer rules of docs/architecture.md, checked on resolved paths (any depth, `@/` or relative alike) by
// `npm run lint:boundaries`. Import cycles are Biome's (noImportCycles). A rule's comment is what a
// violation prints, so it says what to do instead.
const TESTS = '(^tests/|\\.test\\.tsx?$|\\.e2e\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'browser-not-node',
      comment: 'src/ runs in the browser: it never imports Node code from server/ or sandbox/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|sandbox)/' },
    },
    {
      name: 'node-not-browser',
      comment: 'server/ and sandbox/ are Node programs of their own: they never import src/.',
      severity: 'error',
      from: { path: '^(server|sandbox)/' },
      to: { path: '^src/' },
    },
    {
      name: 'only-main-imports-app',
      comment: 'src/app wires everything together; only src/main.tsx (and tests) import it.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/main\\.tsx$', '^src/app/', TESTS] },
      to: { path: '^src/app/' },
    },
    {
      name: 'feature-through-index',
      comment:
        'A feature imports another feature only through its index.ts (its public face): export what is needed there, or move what both need to src/shared/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'app-to-feature-index-or-page',
      comment:
        "src/app imports a feature's index.ts or one of its pages (files at the feature's root); anything deeper only lazily, with import().",
      severity: 'error',
      from: { path: '^src/app/' },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/[^/]+/index\\.ts$', '^src/features/[^/]+/[^/]+\\.tsx$'],
        dynamic: false,
      },
    },
    {
      name: 'index-through-queries-or-hooks',
      comment:
        "Screens read the local index through their feature's queries.ts or a use* hook, never directly (src/localIndex is a data source beside src/api).",
      severity: 'error',
      from: {
        path: '^src/features/',
        pathNot: ['^src/features/[^/]+/queries\\.ts$', '/use[A-Z][^/]*\\.tsx?$', TESTS],
      },
      to: { path: '^src/localIndex/' },
    },
    {
      name: 'shared-knows-no-feature',
      comment:
        'src/shared holds what features share: it imports no feature, no app module and not the local index.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(features|app|localIndex)/' },
    },
    {
      name: 'shared-ui-knows-no-crm',
      comment: 'shared/ui knows nothing of the CRM: it imports only shared/ui, shared/i18n and shared/lib.',
      severity: 'error',
      from: { path: '^src/shared/ui/' },
      to: { path: '^src/', pathNot: '^src/shared/(ui|i18n|lib)/' },
    },
    {
      name: 'shared-i18n-only-lib',
      comment: 'shared/i18n imports only shared/lib (and itself).',
      severity: 'error',
      from: { path: '^src/shared/i18n/' },
      to: { path: '^src/', pathNot: '^src/shared/(i18n|lib)/' },
    },
    {
      name: 'shared-lib-is-pure',
      comment: 'shared/lib holds pure functions: it imports nothing outside shared/lib.',
      severity: 'error',
      from: { path: '^src/shared/lib/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/shared/lib/' },
    },
    {
      name: 'shared-forms-generic',
      comment: 'shared/forms is generic; the record forms build on it, not the other way round.',
      severity: 'error',
      from: { path: '^src/shared/forms/' },
      to: { path: '^src/shared/recordForms/' },
    },
    {
      name: 'api-is-the-http-door',
      comment: 'src/api is the HTTP door: it imports only src/api and src/config.',
      severity: 'error',
      from: { path: '^src/api/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/(api|config)/' },
    },
    {
      name: 'config-read-first',
      comment: 'src/config is read first: it imports no screen, form, app module or local index.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/(features|app|localIndex|shared/(ui|forms|recordForms))/' },
    },
    {
      name: 'local-index-is-data',
      comment:
        'src/localIndex is a data source beside src/api: it imports api, config and shared/lib or shared/i18n, never screens.',
      severity: 'error',
      from: { path: '^src/localIndex/', pathNot: TESTS },
      to: { path: '^src/(features|app|shared/(ui|forms|recordForms))/' },
    },
    {
      name: 'tests-stay-in-tests',
      comment: 'Only tests import test support (tests/); the app never does.',
      severity: 'error',
      from: { path: '^src/', pathNot: [TESTS, '\\.testing\\.tsx?$', '/testing/'] },
      to: { path: '^tests/' },
    },
    {
      name: 'resolvable',
      comment: 'This import does not resolve to a file (a moved or misspelled path).',
      severity: 'error',
      from: {},
      // Our own paths only; packages are the type checker's to find.
      to: { couldNotResolve: true, path: '^(\\.|@/)' },
    },
  ],
  options: {
    // swc reads the sources (TypeScript 7 has no JavaScript API); scripts/swcReadsTsx.cjs lets it read TSX.
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|\\.data|\\.bench|coverage)/' },
    // For `@/` (tsconfig.json's paths).
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'module', 'browser', 'node', 'require', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
