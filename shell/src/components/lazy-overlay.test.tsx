import { render, screen, waitFor } from '@testing-library/react';
import { ShellEnvironmentContext } from '../context/shell-environment';
import { testEnvironment } from '../test/test-environment';
import { lazyWithPreload } from '../utils/lazy-with-preload';
import { LazyOverlay } from './lazy-overlay';

function renderOverlay(load: () => Promise<() => React.JSX.Element>) {
  const environment = testEnvironment();
  const Overlay = lazyWithPreload(load);
  render(
    <ShellEnvironmentContext.Provider value={environment}>
      <p>Page</p>
      <LazyOverlay source="test-drawer">
        <Overlay.Component />
      </LazyOverlay>
    </ShellEnvironmentContext.Provider>,
  );
  return environment;
}

describe('lazy overlay', () => {
  it('shows the overlay once its code has arrived', async () => {
    renderOverlay(async () => () => <div role="dialog" aria-label="Drawer" />);
    expect(await screen.findByRole('dialog', { name: 'Drawer' })).toBeInTheDocument();
  });

  it('reports a failed download and leaves the page as it was', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Loading chunk test-drawer failed');
    const environment = renderOverlay(() => Promise.reject(failure));
    await waitFor(() => expect(environment.reportError).toHaveBeenCalledWith(failure, 'test-drawer (overlay)'));
    expect(screen.getByText('Page')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
