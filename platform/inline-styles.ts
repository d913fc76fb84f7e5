/**
 * The styles a server-rendered page needs for its first paint go inside the page: the shell's
 * stylesheet and that of the remote the server rendered. A stylesheet link would make the browser
 * wait one more round trip before painting anything. Each inline <style> carries the page's nonce
 * (the only inline styles the policy admits) and `data-href`, the address the app's code would
 * load it from, so the code finds it in the page and does not load it again.
 */
import fs from 'node:fs';
import { fileUnder } from './cdn-files';
import { htmlAttribute } from './html-attribute';

/** Built stylesheets are named by their content hash: read once, kept. */
const contents = new Map<string, string | null>();

function readStylesheet(file: string): string | null {
  if (!contents.has(file)) {
    let css: string | null = null;
    try {
      // `</style` inside the CSS (a string) must not end the element.
      css = fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
    } catch {
      css = null;
    }
    contents.set(file, css);
  }
  return contents.get(file)!;
}

/** The inline <style> of a stylesheet's text (already safe inside the element), or null without one. */
export function styleElement(css: string | null, nonce: string, dataHref: string): string | null {
  return css === null ? null : `<style nonce="${nonce}" data-href="${htmlAttribute(dataHref)}">${css}</style>`;
}

/** A shell stylesheet of the page (`/bootstrap.1234abcd.css`) as an inline style, or null when it cannot be read. */
export function shellStyleElement(href: string, shellDist: string, nonce: string): string | null {
  // The shell's public path is its page's origin, which differs per locale host: the relative name matches on each.
  const file = href.slice(1);
  const found = fileUnder(shellDist, file);
  return styleElement(found ? readStylesheet(found) : null, nonce, file);
}
