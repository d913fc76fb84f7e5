import { asUnavailableModule } from './unavailable-module';
import escapadeRuntimePlugin from './runtime-plugin';

type Hook = (...args: never[]) => unknown;
const plugin = escapadeRuntimePlugin() as unknown as Record<'fetch' | 'createScript' | 'errorLoadRemote', Hook>;
const errorLoadRemote = plugin.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('federation runtime plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('returns a fallback module only for the onLoad lifecycle', () => {
    const error = new Error('#RUNTIME-003 Failed to fetch');
    expect(errorLoadRemote({ id: 'http://cdn.test/m.json', error, lifecycle: 'afterResolve' })).toBeUndefined();
    const fallback = errorLoadRemote({ id: 'mfe_search/app', error, lifecycle: 'onLoad' });
    expect(asUnavailableModule(fallback)).toMatchObject({ id: 'mfe_search/app', error });
    expect(asUnavailableModule({ mount: () => {}, unmount: () => {} })).toBeNull();
  });

  it('fetches manifests with a time limit and rejects HTTP errors', async () => {
    const fetchMock = jest.fn(
      async (_url: string, _init?: RequestInit) => new Response('{"error":"nope"}', { status: 404 }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const hook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;

    await expect(hook('http://cdn.test/mf-manifest.json', {})).rejects.toThrow('404');
    expect(fetchMock.mock.calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await expect(hook('http://cdn.test/mf-manifest.json', {})).resolves.toBeInstanceOf(Response);
  });

  it('creates remote scripts with our own timeout', () => {
    const createScript = plugin.createScript as (args: { url: string; attrs?: Record<string, unknown> }) => {
      script: HTMLScriptElement;
      timeout: number;
    };
    const { script, timeout } = createScript({
      url: 'http://cdn.test/remoteEntry.js',
      attrs: { crossorigin: 'anonymous', async: true },
    });
    expect(script.src).toBe('http://cdn.test/remoteEntry.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.async).toBe(true);
    expect(timeout).toBeGreaterThan(0);
  });
});
