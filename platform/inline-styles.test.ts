import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileUnder } from './cdn-files';
import { shellStyleElement, styleElement } from './inline-styles';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
fs.writeFileSync(path.join(dist, 'bootstrap.1234abcd.css'), '.a{color:red}.b::after{content:"</style>"}');

describe('styles inside the page', () => {
  it("puts the shell's stylesheet in the page with the nonce and the address its code looks for", () => {
    expect(shellStyleElement('/bootstrap.1234abcd.css', dist, 'n0nce')).toBe(
      '<style nonce="n0nce" data-href="bootstrap.1234abcd.css">.a{color:red}.b::after{content:"<\\/style>"}</style>',
    );
  });

  it('gives nothing for a stylesheet it cannot read, and reads nothing outside the folder', () => {
    expect(shellStyleElement('/missing.css', dist, 'n')).toBeNull();
    expect(fileUnder(dist, '../etc/passwd')).toBeNull();
    expect(fileUnder(dist, '%2e%2e/secret.css')).toBeNull();
    expect(fileUnder(dist, '%E0%A4%A.css')).toBeNull();
    expect(styleElement(null, 'n', 'http://cdn/x.css')).toBeNull();
  });
});
