import { act } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell } from '../../test/render-shell';
import { createFakeRemote } from '../../test/fake-remote';
import { documentTitle } from './apply-page-meta';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('page:meta', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockResolvedValue(createFakeRemote().lifecycles);
  });

  it('writes the title, description and robots a page announces on the bus', () => {
    const { environment } = renderShell('/recherche');
    act(() =>
      environment.bus.emit('page:meta', {
        title: 'Week-ends à Lyon',
        description: '120 séjours à Lyon',
        robots: 'noindex, follow',
        canonicalPath: '/recherche',
      }),
    );
    expect(document.title).toBe('Week-ends à Lyon | Escapade');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '120 séjours à Lyon');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/recherche');

    // The next page states its own tags: nothing is inherited.
    act(() => environment.bus.emit('page:meta', { title: 'Escapade, courts séjours' }));
    expect(document.title).toBe('Escapade, courts séjours');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('ends titles with the brand once', () => {
    expect(documentTitle('Contact')).toBe('Contact | Escapade');
    expect(documentTitle('Escapade')).toBe('Escapade');
    expect(documentTitle('  ')).toBe('Escapade');
  });
});
