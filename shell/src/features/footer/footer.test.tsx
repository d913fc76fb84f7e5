import { screen, within } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { countrySiteLinks } from './country-sites';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => {})), registerRemotes: jest.fn() }));

describe('footer', () => {
  it('lists the country sites, the rating and the copyright', () => {
    renderShell('/');
    const footer = screen.getByRole('contentinfo');
    const sites = within(footer).getByRole('navigation', { name: "Nos sites dans d'autres pays" });
    expect(within(sites).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'France',
      'España',
      'Belgique',
      'België',
      'Italia',
      'Nederland',
    ]);
    expect(within(sites).getByRole('link', { name: 'France' })).toHaveAttribute('aria-current', 'true');
    expect(within(footer).getByText(/^4,5\/5 sur 4\s146 avis$/)).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Escapade`)).toBeInTheDocument();
  });

  it('links every point of sale on the current base domain and port, Belgium by language', () => {
    const links = countrySiteLinks({ protocol: 'http:', hostname: 'care.es.localhost', port: '3000' });
    expect(links.map(({ label, href }) => `${label} ${href}`)).toEqual([
      'France http://fr.localhost:3000/',
      'España http://es.localhost:3000/',
      'Belgique http://be.localhost:3000/fr/',
      'België http://be.localhost:3000/nl/',
      'Italia http://it.localhost:3000/',
      'Nederland http://nl.localhost:3000/',
    ]);
  });

  it('writes the rating in the language of the site', () => {
    renderShell('/', { locale: 'nl_NL', language: 'nl', pointOfSale: 'NL' });
    expect(screen.getByText('4,5/5 op basis van 4.146 beoordelingen')).toBeInTheDocument();
  });
});
