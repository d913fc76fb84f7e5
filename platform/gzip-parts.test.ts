import zlib from 'node:zlib';
import { deflateParts, gzipJoined, tableCrc32 } from './gzip-parts';

const page = (nonce: string) =>
  `<html><head><meta nonce="${nonce}"><style nonce="${nonce}">${'.a{color:red}'.repeat(2000)}</style></head>` +
  `<body>${'<p>Séjour à Paris, 2 nuits</p>'.repeat(3000)}<script nonce="${nonce}">start()</script></body></html>`;

describe('a kept page compressed once, joined per answer', () => {
  const SLOT = 'slot-1234';
  const parts = page(SLOT)
    .split(SLOT)
    .map((part) => Buffer.from(part));
  const deflated = deflateParts(parts);

  it.each(['n0nceA+/=', 'anotherNonce12345678=='])('gives a gzip stream of the page with the nonce %s', (nonce) => {
    const body = gzipJoined(parts, deflated, Buffer.from(nonce));
    expect(zlib.gunzipSync(body).toString()).toBe(page(nonce));
    // About as small as the page compressed whole: a few bytes more per part.
    expect(body.length).toBeLessThan(zlib.gzipSync(page(nonce)).length + 32 * parts.length);
  });

  it('handles a page without a slot, and empty parts', () => {
    // The slot first and last: the parts before and after it are empty.
    const whole = [Buffer.from('<p>plain</p>')];
    expect(zlib.gunzipSync(gzipJoined(whole, deflateParts(whole), Buffer.from('x'))).toString()).toBe('<p>plain</p>');
    const edges = ['', 'middle', ''].map((part) => Buffer.from(part));
    expect(zlib.gunzipSync(gzipJoined(edges, deflateParts(edges), Buffer.from('N'))).toString()).toBe('NmiddleN');
  });

  it("computes gzip's checksum without node's crc32 as node does", () => {
    const data = Buffer.from(page('n'));
    expect(tableCrc32(data.subarray(100), tableCrc32(data.subarray(0, 100), 0))).toBe(zlib.crc32(data));
  });
});
