import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

const HASH = 'city=12&stars=4';

describe('Pagination', () => {
  it('labels the shown range and links every page of a short list', () => {
    const props = searchPageProps();
    renderSearchMount(<Pagination page={0} pageSize={18} total={40} kind="search" flow="booking" hash={HASH} />, props);

    expect(screen.getByText('1 - 18 résultats sur 40')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav).getAllByRole('link', { name: /^Page \d+$/ });
    expect(pages.map((link) => link.textContent)).toEqual(['1', '2', '3']);
    expect(pages[0]).toHaveAttribute('aria-current', 'page');
    expect(pages[0]).toHaveAttribute('href', props.hrefFor({ kind: 'search', query: { flow: 'booking' }, hash: HASH }));
    expect(pages[2]).toHaveAttribute(
      'href',
      props.hrefFor({ kind: 'search', query: { flow: 'booking', page: '2' }, hash: HASH }),
    );
    // First page: no previous link, a next link to page 2 (page=1 in the URL).
    expect(within(nav).queryByRole('link', { name: /Précédent/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Suivant/ })).toHaveAttribute(
      'href',
      props.hrefFor({ kind: 'search', query: { flow: 'booking', page: '1' }, hash: HASH }),
    );
  });

  it('keeps the flow and the requested query, and windows long lists', async () => {
    const props = searchPageProps();
    renderSearchMount(
      <Pagination
        page={10}
        pageSize={18}
        total={18 * 20}
        kind="search"
        flow="gifting"
        hash={HASH}
        keptQuery={{ theme: 'x' }}
      />,
      props,
    );

    expect(screen.getByText('181 - 198 résultats sur 360')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '9', '10', '11', '12', '13', '20']);
    const previous = within(nav).getByRole('link', { name: /Précédent/ });
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(previous).toHaveAttribute(
      'href',
      props.hrefFor({ kind: 'search', query: { theme: 'x', flow: 'gifting', page: '9' }, hash: HASH }),
    );

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Page 20' }));
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'search',
      query: { theme: 'x', flow: 'gifting', page: '19' },
      hash: HASH,
    });
  });

  it('shows only the label when everything fits on one page', () => {
    renderSearchMount(
      <Pagination page={0} pageSize={18} total={5} kind="search" flow="booking" hash="" />,
      searchPageProps(),
    );
    expect(screen.getByText('1 - 5 résultats sur 5')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
