import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';

const api = setupApiMock();

describe('AppRoot', () => {
  it('renders nothing for the route kinds whose pages are not built yet', () => {
    const { container } = renderRemote(AppRoot, { route: { kind: 'contact', pathname: '/contact' } });
    expect(container).toBeEmptyDOMElement();
    expect(api.requests).toEqual([]);
  });
});
