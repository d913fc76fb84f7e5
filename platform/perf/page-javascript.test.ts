import { appOfScript, summarisePageJavaScript } from './page-javascript';

const file = (url: string, kb: number) => ({ url, gzipBytes: kb * 1024 });

describe('appOfScript', () => {
  it('names the remote from its cdn folder and gives everything else to the shell', () => {
    expect(appOfScript('http://localhost:3700/mfe-search/1.4.0-ab12cd34ef/remoteEntry.js')).toBe('mfe-search');
    expect(appOfScript('http://localhost:3600/main.3f2a.js')).toBe('shell');
    expect(appOfScript('http://localhost:3600/static/mfe-searchish.js')).toBe('shell');
  });
});

describe('summarisePageJavaScript', () => {
  const files = [
    file('http://localhost:3600/main.js', 40),
    file('http://localhost:3700/mfe-search/1.0.0-a/remoteEntry.js', 5),
    file('http://localhost:3600/vendors.js', 90),
    file('http://localhost:3700/mfe-search/1.0.0-a/812.js', 60),
  ];

  it('counts the files and sums their gzip size in KB', () => {
    const summary = summarisePageJavaScript(files, 2);
    expect(summary.files).toBe(4);
    expect(summary.totalKb).toBe(195);
  });

  it('lists the biggest files first, as many as asked', () => {
    expect(summarisePageJavaScript(files, 2).biggest.map((entry) => entry.url)).toEqual([
      'http://localhost:3600/vendors.js',
      'http://localhost:3700/mfe-search/1.0.0-a/812.js',
    ]);
  });

  it('sums the size per app, largest first', () => {
    expect(summarisePageJavaScript(files, 5).byApp).toEqual([
      { app: 'shell', kb: 130 },
      { app: 'mfe-search', kb: 65 },
    ]);
  });

  it('gives zero for a page without scripts', () => {
    expect(summarisePageJavaScript([], 5)).toEqual({ files: 0, totalKb: 0, biggest: [], byApp: [] });
  });
});
