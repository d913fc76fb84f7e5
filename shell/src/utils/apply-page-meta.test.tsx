import { act } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell } from '../test/render-shell';
import { createFakeRemote } from '../test/fake-remote';
import { testRegistry, registryEntry } from '../test/test-environment';
import { setupShellApi, TEST_API_BASE } from '../test/shell-api';
import { applyPageMeta, documentTitle } from './apply-page-meta';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// The frame's content calls get the api's empty answers, so they settle before a test ends.
const api = setupShellApi();
beforeEach(() => api.answer({}));

const alternates = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
    link.hreflang,
    link.href,
  ]);
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

describe('page:meta', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockResolvedValue(createFakeRemote().lifecycles);
  });

  it('writes the title, description, robots and canonical a page announces on the bus', () => {
    const { environment } = renderShell('/recherche', { apiBase: TEST_API_BASE });
    act(() =>
      environment.bus.emit('page:meta', {
        title: 'Week-ends à Lyon',
        description: '120 séjours à Lyon',
        canonicalPath: '/recherche',
      }),
    );
    expect(document.title).toBe('Week-ends à Lyon | Escapade');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '120 séjours à Lyon');
    expect(canonical()).toBe('http://fr.localhost/recherche');

    // The next page states its own tags: nothing is inherited.
    act(() => environment.bus.emit('page:meta', { title: 'Escapade, courts séjours', robots: 'noindex, follow' }));
    expect(document.title).toBe('Escapade, courts séjours');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    // A page that is not to be indexed gives no canonical or alternates.
    expect(canonical()).toBeNull();
    expect(alternates()).toEqual([]);
  });

  it('gives the home page its canonical and the same page on every site, plus x-default', () => {
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });
    act(() => environment.bus.emit('page:meta', { title: 'Escapade' }));
    expect(canonical()).toBe('http://fr.localhost/');
    expect(alternates()).toEqual([
      ['fr-FR', 'http://fr.localhost/'],
      ['es-ES', 'http://es.localhost/'],
      ['it-IT', 'http://it.localhost/'],
      ['nl-NL', 'http://nl.localhost/'],
      ['fr-BE', 'http://be.localhost/fr/'],
      ['nl-BE', 'http://be.localhost/nl/'],
      ['x-default', 'http://fr.localhost/'],
    ]);
  });

  it('translates the path of a page that exists everywhere, and leaves out sites where its remote is off', () => {
    const registry = testRegistry();
    registry.remotes['mfe-product'] = registryEntry('mfe-product', ['fr_FR', 'es_ES', 'nl_BE']);
    const { environment } = renderShell('/nl/verblijf/20001', {
      apiBase: TEST_API_BASE,
      locale: 'nl_BE',
      language: 'nl',
      pointOfSale: 'BE',
      registry,
    });
    act(() => environment.bus.emit('page:meta', { title: 'Verblijf' }));
    expect(canonical()).toBe('http://be.localhost/nl/verblijf/20001');
    expect(alternates()).toEqual([
      ['fr-FR', 'http://fr.localhost/sejour/20001'],
      ['es-ES', 'http://es.localhost/estancia/20001'],
      ['nl-BE', 'http://be.localhost/nl/verblijf/20001'],
      ['x-default', 'http://fr.localhost/sejour/20001'],
    ]);
  });

  it('gives no alternates to pages whose content is per site (landings, static pages)', () => {
    const { environment } = renderShell('/idees/paris', { apiBase: TEST_API_BASE });
    act(() => environment.bus.emit('page:meta', { title: 'Paris' }));
    expect(canonical()).toBe('http://fr.localhost/idees/paris');
    expect(alternates()).toEqual([]);
  });

  it('marks the 404 page noindex, follow, without links', () => {
    renderShell('/nulle-part', { apiBase: TEST_API_BASE, registry: testRegistry(['mfe-content']) });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(canonical()).toBeNull();
  });

  it('ends titles with the brand once', () => {
    expect(documentTitle('Contact')).toBe('Contact | Escapade');
    expect(documentTitle('Escapade')).toBe('Escapade');
    expect(documentTitle('  ')).toBe('Escapade');
  });

  it('starts each new page from a blank head, so a page that announces nothing inherits nothing', async () => {
    const { environment, router } = renderShell('/recherche', { apiBase: TEST_API_BASE });
    act(() =>
      environment.bus.emit('page:meta', { title: 'Week-ends à Lyon', description: '120 séjours', robots: 'index' }),
    );
    expect(canonical()).toBe('http://fr.localhost/recherche');
    await act(() => router.navigate('/idees/paris'));
    expect(document.title).toBe('Escapade');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(canonical()).toBeNull();
    expect(alternates()).toEqual([]);
  });

  it('links a page of the results to its neighbours, and drops the links a later page does not give', () => {
    const pageLink = (rel: 'prev' | 'next') =>
      document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;
    const { environment } = renderShell('/recherche?flow=booking', { apiBase: TEST_API_BASE });
    const announce = (hints: { prevPath?: string; nextPath?: string; robots?: string }) =>
      act(() => environment.bus.emit('page:meta', { title: 'Week-ends à Lyon', ...hints }));

    announce({ nextPath: '/recherche?flow=booking&page=1' });
    expect([pageLink('prev'), pageLink('next')]).toEqual([null, 'http://fr.localhost/recherche?flow=booking&page=1']);

    announce({ prevPath: '/recherche?flow=booking', nextPath: '/recherche?flow=booking&page=2' });
    expect([pageLink('prev'), pageLink('next')]).toEqual([
      'http://fr.localhost/recherche?flow=booking',
      'http://fr.localhost/recherche?flow=booking&page=2',
    ]);

    announce({ prevPath: '/recherche?flow=booking&page=1' });
    expect([pageLink('prev'), pageLink('next')]).toEqual(['http://fr.localhost/recherche?flow=booking&page=1', null]);

    announce({ robots: 'noindex, follow', prevPath: '/recherche?flow=booking', nextPath: '/recherche?page=2' });
    expect([pageLink('prev'), pageLink('next')]).toEqual([null, null]);
  });

  it('starts a new page without the last page’s neighbours', async () => {
    const { environment, router } = renderShell('/recherche', { apiBase: TEST_API_BASE });
    act(() =>
      environment.bus.emit('page:meta', { title: 'Lyon', prevPath: '/recherche', nextPath: '/recherche?page=2' }),
    );
    expect(document.head.querySelectorAll('link[rel="prev"], link[rel="next"]')).toHaveLength(2);
    await act(() => router.navigate('/idees/paris'));
    expect(document.head.querySelectorAll('link[rel="prev"], link[rel="next"]')).toHaveLength(0);
  });

  it('clears the links when a page gives none (crash page, splash)', () => {
    applyPageMeta({ title: 'A' }, document, {
      canonical: 'http://localhost/a',
      alternates: [{ hreflang: 'fr-FR', href: 'http://fr.localhost/a' }],
    });
    expect(canonical()).toBe('http://localhost/a');
    applyPageMeta({ title: 'B' });
    expect(canonical()).toBeNull();
    expect(alternates()).toEqual([]);
  });
});
