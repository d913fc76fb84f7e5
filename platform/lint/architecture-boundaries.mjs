// The architecture as import boundaries, read by eslint-plugin-boundaries.
//
// Between packages: an app (the shell or a remote) imports only itself and shared-contracts;
// its tests may also use platform/test-kit. shared-contracts imports nothing of ours; the api
// imports only itself and shared-contracts; platform (build, serve, deploy) and e2e may read
// what they serve and test.
//
// Inside an app's src/, four floors, each importing only its own floor and those below:
// ground (components, utils, hooks, i18n, styles, context, federation) → features → pages →
// app (src/app and the files at the src root). A feature imports another feature only through
// that feature's public face, its components/ and state/ folders. Test support (src/test) stands
// beside the floors: only tests use it.

// Packages listed first win, so `*` below is always an app: the shell or a remote.
const GROUND = '{components,utils,hooks,i18n,styles,context,federation}';

const element = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture && { capture }) });

export const architectureElements = [
  element('contracts', 'shared-contracts/**'),
  element('test-kit', 'platform/test-kit/**'),
  element('lint-fixture', 'platform/lint/fixtures/**'),
  element('platform', 'platform/**'),
  element('api', 'api/**'),
  element('e2e', 'e2e/**'),
  element('app-test', '*/src/test/**', ['app']),
  element('ground', `*/src/${GROUND}/**`, ['app']),
  element('feature-public', '*/src/features/*/{components,state}/**', ['app', 'feature']),
  element('feature-internal', '*/src/features/*/**', ['app', 'feature']),
  element('page', '*/src/pages/**', ['app']),
  element('app', '*/src/**', ['app']),
  element('app-config', '*/*', ['app']),
];

const APP = '{{ from.element.captured.app }}';
const FEATURE = '{{ from.element.captured.feature }}';
const to = (type, captured) => ({ to: { element: { type, ...(captured && { captured }) } } });
const inApp = (type) => to(type, { app: APP });

export function architecturePolicies({ test }) {
  const testOnly = test ? [to('test-kit'), inApp('app-test')] : [];
  const featureAllows = [
    inApp('ground'),
    inApp('feature-public'),
    to('feature-internal', { app: APP, feature: FEATURE }),
    to('contracts'),
    ...testOnly,
  ];
  const from = (type, allow) => ({ from: { element: { type } }, allow });
  return [
    from('contracts', [to('contracts')]),
    from('test-kit', [to('test-kit'), to('contracts')]),
    from('api', [to('api'), to('contracts')]),
    from('platform', [
      to('platform'),
      to('test-kit'),
      to('api'),
      to('contracts'),
      to('ground'),
      to('app'),
      to('app-config'),
    ]),
    from('e2e', [to('e2e'), to('platform'), to('test-kit'), to('contracts')]),
    from('app-test', [
      inApp('app-test'),
      inApp('ground'),
      inApp('feature-public'),
      inApp('feature-internal'),
      inApp('page'),
      inApp('app'),
      to('test-kit'),
      to('contracts'),
    ]),
    from('ground', [inApp('ground'), to('contracts'), ...testOnly]),
    from('feature-public', featureAllows),
    from('feature-internal', featureAllows),
    from('page', [
      inApp('ground'),
      inApp('feature-public'),
      inApp('feature-internal'),
      inApp('page'),
      to('contracts'),
      ...testOnly,
    ]),
    from('app', [
      inApp('ground'),
      inApp('feature-public'),
      inApp('feature-internal'),
      inApp('page'),
      inApp('app'),
      to('contracts'),
      ...testOnly,
    ]),
    from('app-config', [inApp('app-config'), to('platform')]),
  ];
}
