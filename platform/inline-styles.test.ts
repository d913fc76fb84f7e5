import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileUnder } from './cdn-files';
import { inlineShellStylesheets, styleElement } from './inline-styles';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
fs.writeFileSync(path.join(dist, 'bootstrap.1234abcd.css'), '.a{color:red}.b::after{content:"</style>"}');

describe('styles inside the page', () => {
  it("puts the shell's stylesheet in the page with the nonce and the address its code looks for", () => {
    const html = inlineShellStylesheets(
      '<head><link rel=stylesheet href=/bootstrap.1234abcd.css><link rel=preload as=script href=/main.js></head>',
      dist,
      'n0nce',
    );
    expect(html).toBe(
      '<head><style nonce="n0nce" data-href="bootstrap.1234abcd.css">.a{color:red}.b::after{content:"<\\/style>"}</style>' +
        '<link rel=preload as=script href=/main.js></head>',
    );
  });

  it('keeps the link of a stylesheet it cannot read, and reads nothing outside the folder', () => {
    const html = '<link rel=stylesheet href=/missing.css>';
    expect(inlineShellStylesheets(html, dist, 'n')).toBe(html);
    expect(fileUnder(dist, '../etc/passwd')).toBeNull();
    expect(fileUnder(dist, '%2e%2e/secret.css')).toBeNull();
    expect(fileUnder(dist, '%E0%A4%A.css')).toBeNull();
    expect(styleElement(null, 'n', 'http://cdn/x.css')).toBeNull();
  });
});
