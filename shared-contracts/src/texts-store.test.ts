import { createTextsStore } from './texts-store';

type Texts = { translation: { hello: string } };

const FRENCH: Texts = { translation: { hello: 'Bonjour' } };
const SPANISH: Texts = { translation: { hello: 'Hola' } };

describe('texts store', () => {
  it('has no texts until they are loaded or registered', () => {
    const store = createTextsStore<Texts>(async () => FRENCH);
    expect(store.textsOf('fr')).toBeUndefined();
  });

  it('loads a language once and keeps it', async () => {
    const load = jest.fn(async () => FRENCH);
    const store = createTextsStore<Texts>(load);

    await store.loadTexts('fr');
    await store.loadTexts('fr');

    expect(store.textsOf('fr')).toBe(FRENCH);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('fr');
    expect(store.textsOf('es')).toBeUndefined();
  });

  it('shares one download between mounts that ask at the same time', async () => {
    const load = jest.fn(async () => FRENCH);
    const store = createTextsStore<Texts>(load);

    await Promise.all([store.loadTexts('fr'), store.loadTexts('fr')]);

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load a language that was registered', async () => {
    const load = jest.fn(async () => FRENCH);
    const store = createTextsStore<Texts>(load);

    store.registerTexts('es', SPANISH);
    await store.loadTexts('es');

    expect(store.textsOf('es')).toBe(SPANISH);
    expect(load).not.toHaveBeenCalled();
  });

  it('registers every language at once', () => {
    const store = createTextsStore<Texts>(async () => FRENCH);

    store.registerAllTexts({ fr: FRENCH, es: SPANISH, it: FRENCH, nl: SPANISH });

    expect(store.textsOf('fr')).toBe(FRENCH);
    expect(store.textsOf('es')).toBe(SPANISH);
    expect(store.textsOf('nl')).toBe(SPANISH);
  });

  /** What webpack rejects an import with when its file did not load. */
  const offline = () => Object.assign(new Error('offline'), { request: 'texts-fr.js' });

  it('asks once more at once when a download fails (a failed preload of the page answers the first request)', async () => {
    const load = jest.fn<Promise<Texts>, []>().mockRejectedValueOnce(offline()).mockResolvedValue(FRENCH);
    const store = createTextsStore<Texts>(load);

    await store.loadTexts('fr');

    expect(store.textsOf('fr')).toBe(FRENCH);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands a download that failed twice to the mount and loads again on the next try', async () => {
    const load = jest
      .fn<Promise<Texts>, []>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(FRENCH);
    const store = createTextsStore<Texts>(load);

    await expect(store.loadTexts('fr')).rejects.toThrow('offline');
    expect(store.textsOf('fr')).toBeUndefined();

    await store.loadTexts('fr');
    expect(store.textsOf('fr')).toBe(FRENCH);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
