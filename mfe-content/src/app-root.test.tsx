import { render } from '@testing-library/react';
import { AppRoot } from './app-root';
import { createFakeRemoteProps } from './test/fake-remote-props';
import { restoreFetch, stubFetch } from './test/stub-fetch';

afterEach(restoreFetch);

describe('AppRoot', () => {
  it('renders nothing for the route kinds whose pages are not built yet', () => {
    const fetchMock = stubFetch([]);
    const { container } = render(
      <AppRoot
        {...createFakeRemoteProps({ route: { kind: 'contact', search: '', hash: '', pathname: '/contact' } })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
