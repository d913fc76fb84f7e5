import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRemoteProps } from '../../../platform/test-kit/fake-remote-props';
import { RemotePropsContext } from '../context/remote-props';
import { lazyPart, type LazyPart } from '../utils/lazy-part';
import { OnDemand } from './on-demand';

function Panel({ isOpen }: { isOpen: boolean }) {
  return isOpen ? <div role="dialog" aria-label="Panel" /> : null;
}

function Page({ part }: { part: LazyPart<{ isOpen: boolean }> }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((open) => !open)}>
        {isOpen ? 'Close' : 'Open'}
      </button>
      <OnDemand name="test-panel" isOpen={isOpen} onFailed={() => setOpen(false)}>
        <part.Component isOpen={isOpen} />
      </OnDemand>
    </>
  );
}

function renderPage(load: () => Promise<typeof Panel>) {
  const props = fakeRemoteProps();
  const part = lazyPart(load);
  render(
    <RemotePropsContext.Provider value={props}>
      <Page part={part} />
    </RemotePropsContext.Provider>,
  );
  return { props, part };
}

describe('a part downloaded on demand', () => {
  it('is neither downloaded nor rendered before it first opens, then stays', async () => {
    const load = jest.fn(async () => Panel);
    renderPage(load);
    expect(load).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can be downloaded ahead, on a hint that it will open', async () => {
    const load = jest.fn(async () => Panel);
    const { part } = renderPage(load);
    part.openerProps.onHoverStart();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
  });

  it('reports a failed download, closes, and downloads again on the next opening', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Loading chunk test-panel failed');
    const load = jest.fn<Promise<typeof Panel>, []>().mockRejectedValueOnce(failure).mockResolvedValue(Panel);
    const { props } = renderPage(load);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(props.reportError).toHaveBeenCalledWith(failure, 'mfe-search/test-panel'));
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(props.reportError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('asks once per opening while the download keeps failing (offline)', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn<Promise<typeof Panel>, []>().mockRejectedValue(new Error('Loading chunk failed'));
    const { props } = renderPage(load);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(props.reportError).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(props.reportError).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
