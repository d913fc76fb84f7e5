import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePropsContext } from '../remote-props';
import { createFakeRemoteProps } from '../test/fake-remote-props';
import { ShopLink } from './shop-link';

describe('ShopLink', () => {
  it('renders the href of the shell and navigates on a plain click', async () => {
    const props = createFakeRemoteProps();
    render(
      <RemotePropsContext.Provider value={props}>
        <ShopLink to={{ kind: 'search', hash: 'city=12', query: { flow: 'booking' } }}>Paris</ShopLink>
      </RemotePropsContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Paris' });
    expect(link).toHaveAttribute('href', '/search?flow=booking#city=12');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'search', hash: 'city=12', query: { flow: 'booking' } });
  });

  it('leaves a ctrl click to the browser (new tab)', async () => {
    const props = createFakeRemoteProps();
    render(
      <RemotePropsContext.Provider value={props}>
        <ShopLink to={{ kind: 'search' }}>Search</ShopLink>
      </RemotePropsContext.Provider>,
    );
    // jsdom cannot open tabs: stop the browser default once the link has had its say.
    const stopDefault = (event: Event) => event.preventDefault();
    window.addEventListener('click', stopDefault);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Search' }));
    await user.keyboard('{/Control}');
    window.removeEventListener('click', stopDefault);
    expect(props.navigate).not.toHaveBeenCalled();
  });
});
