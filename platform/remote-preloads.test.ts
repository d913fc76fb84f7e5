import { LOCALES } from '@escapade/shared-contracts/locales';
import type { Registry } from '@escapade/shared-contracts/registry';
import { pageRemoteOf, remoteFilesOf, remotePreloadTags } from './remote-preloads';
import type { RemoteManifest } from './remote-source';
const PRODUCT_BASE = 'http://localhost:3100/mfe-product/1.0.0-abc/';

const entry = (remote: string, federationName: string, manifestUrl: string) => ({
  federationName,
  version: '1.0.0-abc',
  manifestUrl,
  enabledLocales: [...LOCALES],
  contractRange: '^1.0.0',
});
const registry: Registry = {
  generatedAt: '',
  remotes: {
    'mfe-product': entry('mfe-product', 'mfe_product', `${PRODUCT_BASE}mf-manifest.json`),
    'mfe-content': entry('mfe-content', 'mfe_content', 'http://localhost:3100/mfe-content/9.9.9-gone/mf-manifest.json'),
    'mfe-search': entry('mfe-search', 'mfe_search', 'http://localhost:3201/mf-manifest.json'),
  },
};

/** The stay remote's manifest, as the cdn serves it. */
const PRODUCT_MANIFEST: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './app',
      assets: {
        js: {
          sync: ['vendors.1.js', 'app.2.js'],
          async: ['map.3.js', 'texts-es.0000000e.js', 'texts-fr.0000000f.js', 'texts-nl.0000000a.js'],
        },
        css: { sync: ['app.4.css'] },
      },
    },
  ],
};

/** The files a page on `hostname` announces, the manifest read as `manifest` gives it. */
function filesFor(hostname: string, pathname: string, manifest: RemoteManifest | null = PRODUCT_MANIFEST) {
  const remote = pageRemoteOf(registry, hostname, pathname);
  return remote && remoteFilesOf(remote, manifest);
}

describe('the remote files a page announces', () => {
  it("lists the stay page's manifest, entry, code, texts in the page's language and styles, not what it loads later", () => {
    expect(filesFor('localhost', '/sejour/20039')).toEqual({
      manifestUrl: `${PRODUCT_BASE}mf-manifest.json`,
      scripts: [
        `${PRODUCT_BASE}remoteEntry.js`,
        `${PRODUCT_BASE}vendors.1.js`,
        `${PRODUCT_BASE}app.2.js`,
        `${PRODUCT_BASE}texts-fr.0000000f.js`,
      ],
      styles: [`${PRODUCT_BASE}app.4.css`],
    });
  });

  it("adds the route's own page chunk, its shared chunks and styles, once each, and not the remote's other pages", () => {
    const manifest: RemoteManifest = {
      ...PRODUCT_MANIFEST,
      metaData: {
        ...PRODUCT_MANIFEST.metaData,
        pageChunks: {
          stay: { js: ['vendors.1.js', 'shared-widgets.5.js', 'page-stay.6.js'], css: ['page-stay.7.css'] },
          hotel: { js: ['page-hotel.8.js'], css: ['page-hotel.9.css'] },
        },
      },
    };
    expect(filesFor('localhost', '/sejour/20039', manifest)).toEqual({
      manifestUrl: `${PRODUCT_BASE}mf-manifest.json`,
      scripts: [
        `${PRODUCT_BASE}remoteEntry.js`,
        `${PRODUCT_BASE}vendors.1.js`,
        `${PRODUCT_BASE}app.2.js`,
        `${PRODUCT_BASE}shared-widgets.5.js`,
        `${PRODUCT_BASE}page-stay.6.js`,
        `${PRODUCT_BASE}texts-fr.0000000f.js`,
      ],
      styles: [`${PRODUCT_BASE}app.4.css`, `${PRODUCT_BASE}page-stay.7.css`],
    });
  });

  it('finds the route with the words of the site the host names, and its texts in that language', () => {
    const files = filesFor('es.localhost', '/estancia/20039');
    expect(files?.manifestUrl).toBe(`${PRODUCT_BASE}mf-manifest.json`);
    expect(files?.scripts.filter((script) => script.includes('texts-'))).toEqual([
      `${PRODUCT_BASE}texts-es.0000000e.js`,
    ]);
  });

  it('announces only the manifest of a version it cannot read, and nothing for pages of no remote', () => {
    expect(filesFor('localhost', '/', null)).toEqual({
      manifestUrl: 'http://localhost:3100/mfe-content/9.9.9-gone/mf-manifest.json',
      scripts: [],
      styles: [],
    });
    expect(filesFor('localhost', '/reservation/1')).toBeNull();
    expect(filesFor('be.localhost', '/')).toBeNull();
    expect(filesFor('localhost', '/nulle-part')).toBeNull();
  });

  it('writes preload tags that match how each file is requested, escaped', () => {
    const tags = remotePreloadTags(
      { manifestUrl: 'http://cdn/m.json?a=1&b="2"', scripts: ['http://cdn/e.js'], styles: ['http://cdn/a.css'] },
      'http://cdn',
    );
    expect(tags).toBe(
      '<link rel="preconnect" href="http://cdn">' +
        '<link rel="preload" as="fetch" crossorigin href="http://cdn/m.json?a=1&amp;b=&quot;2&quot;">' +
        '<link rel="preload" as="script" href="http://cdn/e.js">',
    );
  });

  it('links the stylesheets of a remote whose markup the page holds', () => {
    const files = { manifestUrl: 'http://cdn/m.json', scripts: [], styles: ['http://cdn/a.css'] };
    expect(remotePreloadTags(files, 'http://cdn', { applyStyles: true })).toContain(
      '<link rel="stylesheet" href="http://cdn/a.css">',
    );
  });

  it('puts an inlined stylesheet in the page with a disabled link the federation runtime finds instead of fetching it', () => {
    const files = { manifestUrl: 'http://cdn/m.json', scripts: [], styles: ['http://cdn/a.css'] };
    const tags = remotePreloadTags(files, 'http://cdn', {
      applyStyles: true,
      inline: (href) => `<style data-href="${href}">.a{}</style>`,
    });
    expect(tags).toContain(
      '<style data-href="http://cdn/a.css">.a{}</style><link rel="stylesheet" href="http://cdn/a.css" disabled>',
    );
  });
});
