import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { fakeRemoteProps } from '../../../platform/test-kit/fake-remote-props';
import { RemotePropsContext } from '../context/remote-props';
import { onDemandComponent } from '../utils/on-demand-component';
import { OnDemand } from './on-demand';

function renderOnDemand(load: () => Promise<() => ReactElement>) {
  const props = fakeRemoteProps();
  const Part = onDemandComponent(load);
  render(
    <RemotePropsContext.Provider value={props}>
      <p>Stay page</p>
      <OnDemand part="test-part" fallback={<p>Arriving</p>}>
        <Part.Component />
      </OnDemand>
    </RemotePropsContext.Provider>,
  );
  return props;
}

describe('a part downloaded on demand', () => {
  it('shows the fallback, then the part once its code has arrived', async () => {
    renderOnDemand(async () => () => <div role="dialog" aria-label="Part" />);
    expect(screen.getByText('Arriving')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Part' })).toBeInTheDocument();
    expect(screen.queryByText('Arriving')).not.toBeInTheDocument();
  });

  it('reports a failed download and leaves the rest of the page as it was', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Loading chunk test-part failed');
    const props = renderOnDemand(() => Promise.reject(failure));
    await waitFor(() => expect(props.reportError).toHaveBeenCalledWith(failure, 'mfe-product (test-part)'));
    expect(screen.getByText('Stay page')).toBeInTheDocument();
    expect(screen.queryByText('Arriving')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
