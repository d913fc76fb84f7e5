import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderShell } from '../../../test/render-shell';
import { setupShellApi, TEST_API_BASE } from '../../../test/shell-api';
import { testRegistry } from '../../../test/test-environment';
import { renderInShell } from '../../../test/render-in-shell';
import { OverrideForm } from './override-form';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

const api = setupShellApi();
const MANIFEST = 'http://localhost:3590/mf-manifest.json';

describe('the override ribbon', () => {
  it('is absent for a browser that overrides nothing', () => {
    renderShell('/');
    expect(screen.queryByRole('region', { name: 'Remplacement de remotes' })).not.toBeInTheDocument();
  });

  it('says which remote this browser loads from where, with a reset the edge answers', () => {
    renderShell('/recherche?flow=gifting', { registry: { ...testRegistry(), overrides: { 'mfe-search': MANIFEST } } });
    const ribbon = screen.getByRole('region', { name: 'Remplacement de remotes' });
    expect(ribbon).toHaveTextContent(`Remplacement actif dans ce navigateur : mfe-search chargée depuis ${MANIFEST}`);
    const reset = within(ribbon).getByRole('button', { name: 'Rétablir les versions déployées' });
    const form = reset.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/recherche');
    expect(form).toHaveFormValues({ flow: 'gifting', override: 'reset' });
  });
});

describe('the override form', () => {
  it('sends the override to the edge and loads the page again with it', async () => {
    const sent: unknown[] = [];
    api.answer({
      '/overrides': async (request: Request) => {
        sent.push(await request.clone().json());
        return new HttpResponse(null, { status: 204 });
      },
    });
    const reload = jest.fn();
    renderInShell(<OverrideForm reload={reload} />, { apiBase: TEST_API_BASE });
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse du manifeste' }), MANIFEST);
    await userEvent.click(screen.getByRole('button', { name: 'Remplacer' }));
    expect(sent).toEqual([{ override: `mfe-search@${MANIFEST}` }]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says why the edge refused it', async () => {
    api.answer({
      '/overrides': () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'Override refused: manifests are taken from … only' },
          { status: 400 },
        ),
    });
    const reload = jest.fn();
    renderInShell(<OverrideForm reload={reload} />, { apiBase: TEST_API_BASE });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Adresse du manifeste' }),
      'https://evil.test/mf-manifest.json',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remplacer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Remplacement refusé : Override refused: manifests are taken from … only',
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
