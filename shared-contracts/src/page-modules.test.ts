import { pageModules } from './page-modules';

describe("a remote's pages, downloaded when their route is shown", () => {
  it('downloads a page once, and has it only once it came', async () => {
    const loadStay = jest.fn(() => Promise.resolve('stay page'));
    const pages = pageModules({ stay: loadStay });
    expect(pages.loaded('stay')).toBeUndefined();
    await Promise.all([pages.load('stay'), pages.load('stay')]);
    await pages.load('stay');
    expect(pages.loaded('stay')).toBe('stay page');
    expect(loadStay).toHaveBeenCalledTimes(1);
  });

  /** What webpack rejects an import with when one of its files did not load. */
  const chunkLoadError = (file: string) =>
    Object.assign(new Error(`Loading chunk failed (${file})`), { request: file });

  it('asks again at once while each attempt fails on another file, as failed preloads answer each file once', async () => {
    const failures = [chunkLoadError('text.js'), chunkLoadError('button.js')];
    const loadStay = jest.fn(() => {
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve('stay page');
    });
    const pages = pageModules({ stay: loadStay });
    await pages.load('stay');
    expect(pages.loaded('stay')).toBe('stay page');
    expect(loadStay).toHaveBeenCalledTimes(3);
  });

  it('gives up when the same file fails twice: the cdn is really down', async () => {
    const loadStay = jest.fn(() => Promise.reject(chunkLoadError('text.js')));
    const pages = pageModules({ stay: loadStay });
    await expect(pages.load('stay')).rejects.toThrow('text.js');
    expect(loadStay).toHaveBeenCalledTimes(2);
  });

  it('needs nothing for a route it has no page for, and tries again after a failed download', async () => {
    let attempts = 0;
    const pages = pageModules({
      hotel: () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve('hotel page')),
    });
    await expect(pages.load('home')).resolves.toBeUndefined();
    expect(pages.loaded('home')).toBeUndefined();
    await expect(pages.load('hotel')).rejects.toThrow('chunk failed');
    expect(pages.loaded('hotel')).toBeUndefined();
    await pages.load('hotel');
    expect(pages.loaded('hotel')).toBe('hotel page');
  });

  it('loads every page at once for a server render', async () => {
    const pages = pageModules({ stay: async () => 'stay page', hotel: async () => 'hotel page' });
    await pages.loadAll();
    expect([pages.loaded('stay'), pages.loaded('hotel')]).toEqual(['stay page', 'hotel page']);
  });
});
