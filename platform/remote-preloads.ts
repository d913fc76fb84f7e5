/**
 * What the shop's page announces about the remote its route shows, so the browser downloads the
 * remote's manifest, entry, code and styles in parallel with the shell's own files instead of one
 * after another (HTML → shell → registry → manifest → entry → chunk). Read from the manifest of the
 * version the registry points at; a version folder never changes, so a manifest is read once.
 */
import { languageOf, resolveSite, type Language } from '@escapade/shared-contracts/locales';
import { isRemoteEnabled, type Registry } from '@escapade/shared-contracts/registry';
import { REMOTE_FOR_ROUTE, type RouteKind } from '@escapade/shared-contracts/routes';
import { matchRoute } from '../shell/src/utils/route-table';
import { htmlAttribute } from './html-attribute';
import type { RemoteManifest } from './remote-source';

/** The module every route mounts (each remote exposes its pages as `./app`). */
const PAGE_EXPOSE = './app';

/** Files of one remote version the page will need at once. */
export interface RemoteFiles {
  manifestUrl: string;
  scripts: string[];
  styles: string[];
}

/** The remote version a page's route shows, the route and the page's language; null for a page without one. */
export interface PageRemote {
  manifestUrl: string;
  language: Language;
  /** The route's kind: a remote builds each of its pages as a chunk of its own, named in its manifest. */
  routeKind: RouteKind;
}

/**
 * The file of a remote's texts in one language (`texts-fr.<hash>.js`): a remote waits for the
 * page's language before it draws, so the page announces that file with the remote's own code.
 */
function textsChunkPattern(language: Language): RegExp {
  return new RegExp(`^texts-${language}\\.[0-9a-f]{8}\\.js$`);
}

export function pageRemoteOf(registry: Registry, hostname: string, pathname: string): PageRemote | null {
  const site = resolveSite(hostname, pathname);
  if (site.kind !== 'locale') return null;
  const route = matchRoute(site.locale, pathname);
  if (!route) return null;
  const remote = REMOTE_FOR_ROUTE[route.kind];
  if (!isRemoteEnabled(registry, remote, site.locale)) return null;
  return {
    manifestUrl: registry.remotes[remote]!.manifestUrl,
    language: languageOf(site.locale),
    routeKind: route.kind,
  };
}

/**
 * The files of the page's remote its manifest names; with no manifest (not deployed yet, or not
 * on the cdn) the manifest alone: the browser finds out by itself and shows the remote's panel.
 */
export function remoteFilesOf(
  { manifestUrl, language, routeKind }: PageRemote,
  manifest: RemoteManifest | null,
): RemoteFiles {
  if (!manifest) return { manifestUrl, scripts: [], styles: [] };
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const page = manifest.exposes?.find((expose) => expose.path === PAGE_EXPOSE);
  // The route's own page, when the remote builds its pages apart (a remote that does not is whole in `./app`).
  const routePage = manifest.metaData?.pageChunks?.[routeKind];
  const url = (file: string) => new URL(file, base).href;
  const textsChunk = textsChunkPattern(language);
  const distinct = (files: string[]) => [...new Set(files)].map(url);
  return {
    manifestUrl,
    scripts: distinct([
      ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
      ...(page?.assets?.js?.sync ?? []),
      ...(routePage?.js ?? []),
      ...(page?.assets?.js?.async ?? []).filter((file) => textsChunk.test(file)),
    ]),
    styles: distinct([...(page?.assets?.css?.sync ?? []), ...(routePage?.css ?? [])]),
  };
}

/**
 * The link tags (with `applyStyles`, the remote's stylesheets themselves). The manifest is fetched by the federation runtime (a CORS fetch without
 * credentials: `crossorigin`); scripts are added as plain script elements (no `crossorigin`), so
 * each preload matches the request that uses it and nothing downloads twice.
 */
export function remotePreloadTags(
  files: RemoteFiles | null,
  cdnOrigin: string,
  {
    applyStyles = false,
    inline = () => null,
  }: {
    applyStyles?: boolean;
    /** The stylesheet as an inline <style>, when it can be put in the page itself. */
    inline?: (href: string) => string | null;
  } = {},
): string {
  const tags = [`<link rel="preconnect" href="${htmlAttribute(cdnOrigin)}">`];
  if (!files) return tags.join('');
  tags.push(`<link rel="preload" as="fetch" crossorigin href="${htmlAttribute(files.manifestUrl)}">`);
  // When the page holds the remote's markup its styles apply at once; the remote's code finds
  // the stylesheet already in the page and does not load it again. Otherwise the styles come with
  // the remote's code: a stylesheet preload that failed (the cdn down for a moment) would be handed
  // to the remote's own request later, and a Retry could never style the page.
  if (applyStyles) {
    for (const style of files.styles) {
      const inlined = inline(style);
      // Beside the inline copy, a disabled link to the same file (never downloaded): the federation
      // runtime, which loads an expose's stylesheets itself, finds it and does not fetch the file again.
      tags.push(
        inlined
          ? `${inlined}<link rel="stylesheet" href="${htmlAttribute(style)}" disabled>`
          : `<link rel="stylesheet" href="${htmlAttribute(style)}">`,
      );
    }
  }
  for (const script of files.scripts) tags.push(`<link rel="preload" as="script" href="${htmlAttribute(script)}">`);
  return tags.join('');
}
