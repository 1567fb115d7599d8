/**
 * The import boundaries of the web app and the server, as zones for the `import-boundaries` rule
 * (paths relative to the repository root). docs/architecture.md explains them.
 */

const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';

/** Server folders every feature may use directly: they are not features. */
const SERVER_COMMON = ['lib', 'db', 'config', 'plugins'];

/** Capability interface files, importable from anywhere; their implementations are not. */
const CAPABILITY_INTERFACES = [
  'payments/provider\\.ts',
  'jobs/client\\.ts',
  'networks/network\\.ts',
  'networks/registry\\.ts',
  'generation/types\\.ts',
];

export const webZones = [
  {
    from: `${WEB}features/(?<feature>[^/]+)/`,
    to: `${WEB}features/(?<feature>[^/]+)/`,
    unlessSame: 'feature',
    message: 'A feature does not import another feature; compose features in src/app',
  },
  {
    from: `${WEB}features/`,
    to: `${WEB}app/`,
    message: 'A feature does not import the app layer (imports flow shared -> features -> app)',
  },
  {
    from: `${WEB}(?!features/|app/)[^/]+/`,
    to: `${WEB}(features|app)/`,
    message: 'Shared code does not import features or the app layer',
  },
];

export const serverZones = [
  {
    from: `${SERVER}(?<feature>[^/]+)/`,
    to: `${SERVER}(?<feature>(?!(${SERVER_COMMON.join('|')})/)[^/]+)/`,
    unlessSame: 'feature',
    allow: [
      `${SERVER}[^/]+/index\\.ts$`,
      // A feature's job worker, for jobs/list.ts: exported from index.ts it would pull every
      // worker's imports into whoever reaches the feature, and make cycles.
      `${SERVER}[^/]+/worker\\.ts$`,
      ...CAPABILITY_INTERFACES.map((file) => `${SERVER}${file}$`),
    ],
    message: "Reach another server feature through its index.ts (or a capability's interface)",
  },
  {
    from: `${SERVER}networks/(?<network>[^/]+)/`,
    to: `${SERVER}networks/(?<network>[^/]+)/`,
    unlessSame: 'network',
    message:
      'A network does not import another network; what they share lives in networks/ beside them',
  },
  {
    from: `${SERVER}networks/(?![^/]+/)(?!create\\.ts$)`,
    to: `${SERVER}networks/[^/]+/`,
    message: 'Only networks/create.ts, the list of networks, names a network folder',
  },
  {
    from: `${SERVER}generation/(?!offline/|create-service\\.ts$)`,
    to: `${SERVER}generation/offline/`,
    message:
      'Engine-neutral generation code does not import the offline engine; generation/create-service.ts builds it',
  },
];
