/**
 * The layer rules of DESIGN §2, checked by `npm run lint:layers` inside `npm test`.
 * domain → nothing of ours; contract → domain (io-ts, fp-ts); application → domain;
 * adapters → contract, application, domain; ui → application, domain (adapters only in container.ts);
 * server → domain + contract, never adapters or ui.
 */
/** Where the product's code starts (esbuild.config.ts's entries, its aliases, and the scripts). */
const ENTRIES =
  '^(src/ui/main\\.tsx|src/ui/render-page\\.tsx|server/main\\.ts|server/site-gate/site-password-cli\\.ts|server/storefront/private-token-cli\\.ts|src/embed-script/[^/]+\\.js|src/ui/di/compact-inversify\\.ts|src/ui/lib/compact-io-ts\\.ts|src/ui/lib/compact-mobx(-react-lite)?\\.ts|src/ui/printing/canvas/lean-pixi\\.js|scripts/[^/]+\\.ts)$';

/**
 * Feature seams (issue 36). A feature is a folder of src/application and src/ui of the same name (the
 * views of `cart` in src/ui/cart, its stores in src/application/cart); src/ui/photo-picker, pictures,
 * recovery and wall are features with views only. The rest is shared ground every feature may use:
 * the domain, the contract, src/application/ports (a port is how one feature asks another), the shell
 * (src/application/{shell,routing,loading}, src/ui/{shell,routing,pages,di,hooks,lib,styles}) and the
 * top-level files. Features are listed from the ground up: one may import only features before it
 * (so no two of them import each other, nor go round in a circle), and only through that feature's
 * public entry, its `index.ts`.
 */
const FEATURES = [
  'account',
  'analytics',
  'catalog',
  'pickup',
  'pictures',
  'wall',
  'cart',
  'upload',
  'printing',
  'sharing',
  'photo-picker',
  'recovery',
  'orders',
  'embed',
  'admin',
];
const featurePath = (names) => `^src/(application|ui)/(${names.join('|')})/`;
// Public entries loaded by dynamic import only: an index.ts would pull the feature's whole UI into the caller's chunk.
// The printing canvas's warm-up is fetched by the photo picker once idle (issue 31 item 7). The printing's
// session module (its stores' container module) is loaded by the composition roots that wire a printing
// session: the shell's feature modules and an admin's customer editing (customer-editing-container.ts).
// The upload's second entry, the photo picker's sources (albums, artists' designs, social photos): the
// printing imports the upload's index and must not carry them (issue 36).
const PUBLIC_LAZY_ENTRIES = [
  '^src/ui/printing/canvas/warm-canvas\\.ts$',
  '^src/application/printing/printing-session-module\\.ts$',
  '^src/application/upload/picker-module\\.ts$',
];
const FEATURE_RULES = [
  {
    name: 'feature-through-public-entry',
    comment:
      'A feature imports another feature only through its public entry (src/{application,ui}/<feature>/index.ts), or through a port in src/application/ports (issue 36)',
    severity: 'error',
    from: { path: featurePath(FEATURES) },
    to: {
      path: featurePath(FEATURES),
      pathNot: ['^src/(application|ui)/$2/', '^src/(application|ui)/[^/]+/index\\.tsx?$', ...PUBLIC_LAZY_ENTRIES],
    },
  },
  ...FEATURES.slice(0, -1).map((feature, i) => ({
    name: `features-one-way-${feature}`,
    comment: `Features import one way (issue 36): ${feature} imports only the features listed before it (${FEATURES.slice(0, i).join(', ') || 'none'}); a need the other way goes through a port or a domain event`,
    severity: 'error',
    from: { path: featurePath([feature]) },
    to: { path: featurePath(FEATURES.slice(i + 1)) },
  })),
];

module.exports = {
  forbidden: [
    ...FEATURE_RULES,
    {
      name: 'no-unreachable-code',
      comment:
        "Dead files (issue #36): every module of src/ and server/ is reached from an entry: the browser entry, the server render, the server and its CLIs, the embed script, the build's aliases (compact Inversify and io-ts, lean Pixi) or a script. A file only tests import is not product code.",
      severity: 'error',
      from: { path: ENTRIES },
      to: { path: '^(src|server)/', pathNot: [ENTRIES, '\\.d\\.ts$'], reachable: false },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing of ours outside src/domain',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { path: '^(src/(contract|application|adapters|ui)|server)/' },
    },
    {
      name: 'contract-uses-domain-only',
      comment: 'src/contract (the wire contract shared by client and server) imports only src/domain of ours',
      severity: 'error',
      from: { path: '^src/contract' },
      to: { path: '^(src/(application|adapters|ui)|server)/' },
    },
    {
      name: 'contract-no-frameworks',
      comment: 'src/contract may use io-ts and fp-ts only',
      severity: 'error',
      from: { path: '^src/contract' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'core'], pathNot: '(^|/)node_modules/(fp-ts|io-ts)/' },
    },
    {
      name: 'domain-no-frameworks',
      comment: 'src/domain may use fp-ts and io-ts only',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'core'], pathNot: '(^|/)node_modules/(fp-ts|io-ts)/' },
    },
    {
      name: 'application-uses-domain-only',
      severity: 'error',
      from: { path: '^src/application' },
      to: { path: '^(src/(contract|adapters|ui)|server)/' },
    },
    {
      name: 'adapters-do-not-use-ui',
      severity: 'error',
      from: { path: '^src/adapters' },
      to: { path: '^(src/ui|server)/' },
    },
    {
      name: 'ui-uses-adapters-only-in-the-composition-root',
      severity: 'error',
      comment:
        "The composition roots: container.ts (the browser), server-container.ts (one server render), admin/customer-editing-container.ts (an admin's child container for a customer's project). render-page.tsx is the server render's entry: it speaks the contract of the page render (src/contract/page-render.ts)",
      from: { path: '^src/ui', pathNot: '^src/ui/(container\\.ts|server-container\\.ts|admin/customer-editing-container\\.ts|render-page\\.tsx)$' },
      to: { path: '^src/(adapters|contract)/' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-uses-domain-and-contract',
      comment: 'the server shares src/domain and src/contract with the client, nothing else',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/(domain|contract)/' },
    },
    {
      name: 'server-composition-root-only-from-the-entry',
      comment:
        "server/app/ is the composition root (issue #36): it builds the services and mounts every feature's routes. Only the entry (main.ts → start.ts) and the tests import it; a feature takes the request kit (server/http/) instead, never the wiring.",
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/app/', '^server/(main|start)\\.ts$'] },
      to: { path: '^server/app/' },
    },
    {
      name: 'server-request-kit-imports-no-feature',
      comment:
        "server/http/ is the request kit every feature imports (decode, refusals, headers, body limits, the tenant of a request): it knows no feature and no wiring, only the database port's types.",
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/', pathNot: ['^server/http/', '^server/db/db\\.ts$'] },
    },
    {
      name: 'pixi-only-in-the-printing-canvas',
      comment: 'pixi.js lives only in the printing route chunk (DESIGN §5)',
      severity: 'error',
      from: { pathNot: '^src/ui/printing/canvas/' },
      to: { path: '(^|/)node_modules/pixi\\.js/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.(css|svg|png|sql)$' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
