/**
 * The layer rules of docs/architecture.md, checked by `pnpm lint:layers` (part of `pnpm test`). Arrows point at what
 * a layer may import: contract ← core ← {product, ui, payments} ← widgets ← storefront; no widget imports another;
 * the demo server imports contract and product, never a widget; no import cycle anywhere.
 */
const pkg = (name) => `^packages/${name}/`;
const lower = ['contract', 'core', 'product', 'ui', 'payments'];

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle makes two modules one: neither can be read, tested or loaded without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'widget-imports-widget',
      comment: 'Widgets talk through core stores and DOM events, never through each other (a widget is one chunk).',
      severity: 'error',
      from: { path: '^widgets/([^/]+)/' },
      to: { path: '^widgets/', pathNot: ['^widgets/$1/'] },
    },
    {
      name: 'package-imports-upward',
      comment: 'Packages are what widgets stand on: none imports a widget or the storefront build.',
      severity: 'error',
      from: { path: `^packages/(${lower.join('|')})/` },
      to: { path: ['^widgets/', pkg('storefront')] },
    },
    {
      name: 'contract-imports-vitrine',
      comment: 'The contract is the bottom layer: the server calls as data, shared with the demo server.',
      severity: 'error',
      from: { path: pkg('contract') },
      to: { path: `^packages/(${lower.filter((p) => p !== 'contract').join('|')})/` },
    },
    {
      name: 'core-imports-upward',
      comment: 'Core is beneath product rules, React parts and payments.',
      severity: 'error',
      from: { path: pkg('core') },
      to: { path: `^packages/(product|ui|payments)/` },
    },
    {
      name: 'product-rules-stay-pure',
      comment: 'Product rules are pure: no React part, no payment, no browser machinery of core.',
      severity: 'error',
      from: { path: pkg('product') },
      to: { path: `^packages/(core|ui|payments)/` },
    },
    {
      name: 'demo-server-imports-widget-code',
      comment: 'The demo server is a stand-in for the shop: it shares the contract and product rules, nothing of the browser.',
      severity: 'error',
      from: { path: '^demo/server/' },
      to: { path: ['^widgets/', `^packages/(core|ui|payments|storefront)/`] },
    },
    {
      name: 'store-imports-test-mode',
      comment: 'Test mode reaches the demo store through its declared hooks (store.ts); only app.ts mounts it.',
      severity: 'error',
      from: { path: '^demo/server/', pathNot: ['^demo/server/test-mode/', '^demo/server/app\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^demo/server/test-mode/' },
    },
    {
      name: 'demo-store-uses-node-modules',
      comment:
        "The store also runs in the static demo's service worker: only Node's host (main, app, db-file, files on disk, compression, test mode, test helpers) and the Node side of a runtime seam (runtime/X.ts beside an X.browser.ts) use Node's modules.",
      severity: 'error',
      from: {
        path: '^demo/server/',
        pathNot: [
          '^demo/server/(main|app|db-file|testing)\\.ts$',
          '^demo/server/http/(static|compression)\\.ts$',
          '^demo/server/test-mode/',
          '^demo/server/runtime/(crypto|request-scope|built-files)\\.ts$',
          '\\.test\\.ts$',
        ],
      },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'static-demo-worker-reaches-node',
      comment:
        "The static demo's worker and first page run in a browser: they reach the store through the code both runtimes share (store-app.ts, db.ts, the runtime/ seams, swapped for their *.browser.ts when bundled), never Node's host (app.ts, db-file.ts, files on disk, compression, test mode) nor Node's modules.",
      severity: 'error',
      from: { path: '^demo/static/(worker|boot)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: ['^demo/server/(app|main|db-file|testing)\\.ts$', '^demo/server/http/(static|compression)\\.ts$', '^demo/server/test-mode/'],
      },
    },
    {
      name: 'static-demo-worker-uses-node-modules',
      comment: "The worker's own modules run in a browser: Node's built-in modules are not there.",
      severity: 'error',
      from: { path: '^demo/static/(worker|boot)/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'unresolvable-import',
      comment: 'An import of a package the importer does not depend on (a way around the rules above) or of nothing.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'production-imports-tests',
      comment: 'Test helpers (testing.ts, *.test.ts) never reach a build.',
      severity: 'error',
      from: {
        path: '^(packages|widgets)/[^/]+/src/',
        pathNot: ['\\.test\\.tsx?$', '(^|/)testing\\.tsx?$', '(^|/)test-support\\.tsx?$', '(^|/)fixtures\\.tsx?$'],
      },
      to: { path: ['\\.test\\.tsx?$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The published typings are generated and checked against the definitions by a unit test.
    exclude: { path: ['node_modules', '/dist/', '^packages/storefront/types/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    combinedDependencies: false,
  },
};
