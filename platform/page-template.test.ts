import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EARLY_PRESS_REPLAY_SCRIPT } from './early-press-replay';
import { createPageTemplateSource, pageParts, parsePageTemplate, type PageSlots } from './page-template';

/** The shell's built index.html, as the minifier writes it. */
const INDEX_HTML =
  '<!doctype html><html lang=fr><head><meta charset=utf-8><meta name=viewport content="width=device-width">' +
  '<title>Escapade</title><link rel=icon href="data:image/svg+xml,%3Csvg%3E"><script defer src=/main.js></script>' +
  '<link rel=stylesheet href=/bootstrap.1234abcd.css><link rel=preload as=script href=/bootstrap.5678abcd.js></head>' +
  '<body><div id=root></div><noscript>Escapade needs JavaScript.</noscript></body></html>';

const template = parsePageTemplate(INDEX_HTML);

const slots = (overrides: Partial<PageSlots> = {}): PageSlots => ({
  nonce: 'n0nce',
  inlineStylesheet: () => null,
  remoteTags:
    '<link rel="preconnect" href="http://cdn"><link rel="preload" as="script" href="http://cdn/remoteEntry.js">',
  boot: 'head',
  ...overrides,
});

describe('the page template', () => {
  it('cuts the built page into its slots once', () => {
    expect(template).toMatchObject({
      doctype: '<!doctype html>',
      lang: 'fr',
      headStart: '<meta charset=utf-8><meta name=viewport content="width=device-width">',
      title: '<title>Escapade</title>',
      headRest: '<link rel=icon href="data:image/svg+xml,%3Csvg%3E">',
      stylesheets: ['/bootstrap.1234abcd.css'],
      bodyStart: '',
      bodyEnd: '<noscript>Escapade needs JavaScript.</noscript>',
    });
    expect(template.bootTags.map(({ markup }) => markup)).toEqual([
      '<script defer src=/main.js></script>',
      '<link rel=preload as=script href=/bootstrap.5678abcd.js>',
    ]);
  });

  it('refuses a file that cannot hold a page', () => {
    expect(() => parsePageTemplate('<html><head></head><body><main></main></body></html>')).toThrow(
      'no empty root element',
    );
  });

  it('gives the page the browser renders alone: its scripts in the head, charset first', () => {
    const { start, end } = pageParts(template, slots());
    const html = `${start}${end}`;
    expect(html).toBe(
      '<!doctype html><html lang="fr"><head><meta charset=utf-8><meta name=viewport content="width=device-width">' +
        '<meta property="csp-nonce" nonce="n0nce"><title>Escapade</title><link rel=icon href="data:image/svg+xml,%3Csvg%3E">' +
        '<link rel="stylesheet" href="/bootstrap.1234abcd.css"><script defer src=/main.js></script>' +
        '<link rel=preload as=script href=/bootstrap.5678abcd.js><link rel="preconnect" href="http://cdn">' +
        '<link rel="preload" as="script" href="http://cdn/remoteEntry.js"></head><body><div id="root"></div>' +
        '<noscript>Escapade needs JavaScript.</noscript></body></html>',
    );
  });

  it("holds a rendered page's language, head tags, styles and the state the browser takes over from", () => {
    const rendered = slots({
      lang: 'es-ES',
      head: '<title>Estancia | Escapade</title><link rel="canonical" href="http://es.localhost:3000/estancia/1">',
      inlineStylesheet: (href) => `<style nonce="n0nce" data-href="${href.slice(1)}">.a{}</style>`,
      boot: 'load',
    });
    const { start, end } = pageParts(template, rendered, { note: '</script><script>alert(1)</script>' });
    expect(start).toContain('<html lang="es-ES">');
    expect(start).toContain('<title>Estancia | Escapade</title><link rel="canonical"');
    expect(start).not.toContain('<title>Escapade</title>');
    expect(start).toContain('<style nonce="n0nce" data-href="bootstrap.1234abcd.css">.a{}</style>');
    // The scripts wait for the loader; the preconnect stays.
    expect(start).not.toMatch(/<script|rel="?preload/);
    expect(start).toContain('<link rel="preconnect" href="http://cdn">');
    expect(start.endsWith('<div id="root">')).toBe(true);
    expect(end.startsWith('</div><script type="application/json" id="escapade-server-state">')).toBe(true);
    expect(end).toContain('http://cdn/remoteEntry.js');
    // A press before the scripts have run is held for them, in the loader's own script.
    expect(end).toContain(`<script nonce="n0nce">(function(){${EARLY_PRESS_REPLAY_SCRIPT}`);
    // A text of the state can never close the script element early.
    expect(end).not.toContain('</script><script>alert(1)');
    expect(end.match(/<\/script>/g)).toHaveLength(2);
  });

  it('reads the file again only when the shell was rebuilt', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-template-'));
    const file = path.join(dist, 'index.html');
    fs.writeFileSync(file, INDEX_HTML);
    const source = createPageTemplateSource(dist);
    const first = await source.current();
    expect(await source.current()).toBe(first);
    fs.writeFileSync(file, INDEX_HTML.replace('Escapade</title>', 'Escapade 2</title>'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    expect((await source.current()).title).toBe('<title>Escapade 2</title>');
  });
});
