/**
 * Every page the edge sends is the shell's built index.html with the request's parts in it. The
 * file is read once per build and cut into named slots (the head's own tags, its title, the shell's
 * stylesheets, the scripts that start the page, the body around the root element); a page is then
 * made by joining strings in order, which lets the edge send the head as soon as it knows it and
 * stream the body after it, instead of editing a finished document with one search-and-replace per part.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { SERVER_STATE_ELEMENT_ID, scriptSafeJson } from '@escapade/shared-contracts/server-render';
import { bootLoader, deferredTagOf, type BootMoment, type DeferredTag } from './deferred-boot';
import { htmlAttribute } from './html-attribute';

export interface PageTemplate {
  /** What comes before <html> (the doctype). */
  doctype: string;
  /** The template's language, for a page the browser renders alone. */
  lang: string;
  /** The head's tags before the title (charset first, as it must be). */
  headStart: string;
  /** The template's title, for a page without its own head tags. */
  title: string;
  /** The head's other tags that stay where they are (the icon). */
  headRest: string;
  /** The shell's stylesheets, by address (`/bootstrap.1234abcd.css`). */
  stylesheets: string[];
  /** The scripts and script preloads that start the page: in the head, or added later by the loader. */
  bootTags: { markup: string; deferred: DeferredTag }[];
  /** The body's markup before and after the root element (the noscript message). */
  bodyStart: string;
  bodyEnd: string;
}

/** One tag of a head: a whole element with content (title, script) or a single tag. */
const HEAD_TAG = /<(title|script|style|noscript)\b(?:[^>"]|"[^"]*")*>[\s\S]*?<\/\1>|<(?:[^>"]|"[^"]*")*>/gi;
const SHELL_STYLESHEET = /^<link rel="?stylesheet"? href="?(\/[^" >]+\.css)"?>$/i;
const ROOT_ELEMENT = /<div id="?root"?><\/div>/i;

/** The tags of a piece of head markup, in order. */
export function headTagsOf(markup: string): string[] {
  return markup.match(HEAD_TAG) ?? [];
}

function cut(html: string, pattern: RegExp, what: string): [string, string, RegExpExecArray] {
  const found = pattern.exec(html);
  if (!found) throw new Error(`the shell's index.html has no ${what}: it cannot be a page template`);
  return [html.slice(0, found.index), html.slice(found.index + found[0].length), found];
}

/** The template's slots; an index.html without a head, body or empty root element is refused. */
export function parsePageTemplate(html: string): PageTemplate {
  const [doctype, afterHtml, htmlTag] = cut(html, /<html\b[^>]*>/i, '<html> element');
  const lang = /\blang="?([a-zA-Z-]+)"?/.exec(htmlTag[0])?.[1] ?? 'fr';
  const [, afterHeadStart] = cut(afterHtml, /<head>/i, '<head>');
  const [head, afterHead] = cut(afterHeadStart, /<\/head>/i, '</head>');
  const [, body] = cut(afterHead, /<body[^>]*>/i, '<body>');
  const [bodyStart, afterRoot] = cut(body, ROOT_ELEMENT, 'empty root element');
  const [bodyEnd] = cut(afterRoot, /<\/body>/i, '</body>');

  const template: PageTemplate = {
    doctype,
    lang,
    headStart: '',
    title: '',
    headRest: '',
    stylesheets: [],
    bootTags: [],
    bodyStart,
    bodyEnd,
  };
  for (const tag of headTagsOf(head)) {
    const stylesheet = SHELL_STYLESHEET.exec(tag)?.[1];
    const deferred = deferredTagOf(tag);
    if (/^<title\b/i.test(tag)) template.title = tag;
    else if (stylesheet) template.stylesheets.push(stylesheet);
    else if (deferred) template.bootTags.push({ markup: tag, deferred });
    else if (template.title) template.headRest += tag;
    else template.headStart += tag;
  }
  return template;
}

export interface PageSlots {
  /** The page's language (BCP 47); the template's when the browser renders the page alone. */
  lang?: string;
  /** Title, description, canonical and alternates; the template's title without them. */
  head?: string;
  /** The answer's nonce, or the place where each answer writes its own. */
  nonce: string;
  /** A shell stylesheet put in the page itself (a <style>), or null to link it. */
  inlineStylesheet(href: string): string | null;
  /** What the page announces about its remote (remote-preloads.ts). */
  remoteTags: string;
  /** When the page's scripts start: `head` keeps them in the head (a page the browser draws alone). */
  boot: BootMoment | 'head';
}

/** A page around its root element's markup, which goes between the two. */
export interface PageParts {
  /** Everything the browser needs before the markup: language, head tags, styles, preloads. */
  start: string;
  /** After the markup: the server's state, and the loader of the scripts. */
  end: string;
}

/** The page's parts; `state` is what the browser takes the page over from (a page the server rendered). */
export function pageParts(template: PageTemplate, slots: PageSlots, state?: unknown): PageParts {
  const styles = template.stylesheets
    .map((href) => slots.inlineStylesheet(href) ?? `<link rel="stylesheet" href="${htmlAttribute(href)}">`)
    .join('');
  const inHead = slots.boot === 'head';
  // The remote's script and manifest preloads wait with the shell's scripts; its styles and the
  // preconnect stay in the head.
  const remoteTags = inHead
    ? []
    : headTagsOf(slots.remoteTags).map((markup) => ({ markup, deferred: deferredTagOf(markup) }));
  const start =
    `${template.doctype}<html lang="${htmlAttribute(slots.lang ?? template.lang)}"><head>${template.headStart}` +
    // react-aria reads the page's nonce here for the rules it adds itself.
    `<meta property="csp-nonce" nonce="${slots.nonce}">` +
    `${slots.head ?? template.title}${template.headRest}${styles}` +
    (inHead
      ? `${template.bootTags.map(({ markup }) => markup).join('')}${slots.remoteTags}`
      : remoteTags.flatMap(({ markup, deferred }) => (deferred ? [] : [markup])).join('')) +
    `</head><body>${template.bodyStart}<div id="root">`;
  const stateScript =
    state === undefined
      ? ''
      : `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`;
  const loader =
    slots.boot === 'head'
      ? ''
      : bootLoader(
          [
            ...template.bootTags.map(({ deferred }) => deferred),
            ...remoteTags.flatMap(({ deferred }) => deferred ?? []),
          ],
          slots.nonce,
          slots.boot,
        );
  return { start, end: `</div>${stateScript}${template.bodyEnd}${loader}</body></html>` };
}

/**
 * The shell's template, read again only when its file changed (a rebuilt shell is served without
 * a restart); the file's date is looked at per page rendered, not per answer (kept pages need none).
 */
export function createPageTemplateSource(shellDist: string): { current(): Promise<PageTemplate> } {
  const file = path.join(shellDist, 'index.html');
  let kept: { mtimeMs: number; template: Promise<PageTemplate> } | null = null;
  return {
    async current() {
      const { mtimeMs } = await fs.stat(file);
      if (kept?.mtimeMs !== mtimeMs) {
        const template = fs.readFile(file, 'utf8').then(parsePageTemplate);
        kept = { mtimeMs, template };
        template.catch(() => {
          if (kept?.template === template) kept = null;
        });
      }
      return kept.template;
    },
  };
}
