import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../test/render-shell';
import { MalformedAnswerError } from '../../../utils/answer-check';
import { setupShellApi, TEST_API_BASE } from '../../../test/shell-api';
import { NAV_LINKS_FIXTURE } from '../../../test/nav-links-fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

const api = setupShellApi();

const [destinations, themes, gifts] = NAV_LINKS_FIXTURE.links as [
  (typeof NAV_LINKS_FIXTURE.links)[number],
  (typeof NAV_LINKS_FIXTURE.links)[number],
  (typeof NAV_LINKS_FIXTURE.links)[number],
];

function renderWithNavLinks(answer: unknown) {
  api.answer({ '/api/cms/navLinks': answer });
  return renderShell('/', { apiBase: TEST_API_BASE });
}

const inspirations = () => screen.getByRole('navigation', { name: 'Inspirations' });

function navLinksReport(reportError: jest.Mock): string {
  const call = reportError.mock.calls.find(
    ([error, source]) => error instanceof MalformedAnswerError && source === 'nav-links',
  );
  if (!call) throw new Error('nothing malformed reported for the nav links');
  return (call[0] as Error).message;
}

describe('malformed nav links', () => {
  it('drops a tab whose target is no page of the shop, and keeps the other tabs and the frame', async () => {
    const { environment } = renderWithNavLinks({
      ...NAV_LINKS_FIXTURE,
      links: [destinations, { ...themes, target: { kind: 'nowhere' } }, gifts],
    });

    await screen.findByRole('button', { name: 'Destinations' });
    expect(
      within(inspirations())
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Destinations', 'Cadeaux']);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(navLinksReport(jest.mocked(environment.reportError))).toMatch(/links\[1\] target\.kind/);
  });

  it('drops a link whose children are not a list, with nothing else of its tab', async () => {
    const [france, spain] = destinations.children as [
      (typeof destinations.children)[number],
      (typeof destinations.children)[number],
    ];
    const { environment } = renderWithNavLinks({
      ...NAV_LINKS_FIXTURE,
      links: [{ ...destinations, children: [france, { ...spain, children: null }] }, themes, gifts],
    });

    await userEvent.hover(await screen.findByRole('button', { name: 'Destinations' }));
    const level1 = screen.getByRole('list', { name: 'Destinations' });
    expect(within(level1).getByRole('link', { name: 'France' })).toBeInTheDocument();
    expect(within(level1).queryByRole('link', { name: 'Espagne' })).not.toBeInTheDocument();
    expect(navLinksReport(jest.mocked(environment.reportError))).toMatch(/links destinations\[1\] children/);
  });

  it('leaves the theme of the week out when it is malformed', async () => {
    const { environment } = renderWithNavLinks({
      ...NAV_LINKS_FIXTURE,
      themeOfTheWeek: { ...NAV_LINKS_FIXTURE.themeOfTheWeek, label: null },
    });
    await userEvent.hover(await screen.findByRole('button', { name: 'Thèmes' }));
    expect(
      within(screen.getByRole('list', { name: 'Thèmes' })).getByRole('link', { name: 'Bien-être' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thème de la semaine')).not.toBeInTheDocument();
    expect(navLinksReport(jest.mocked(environment.reportError))).toMatch(/themeOfTheWeek label/);
  });

  it('shows the header without menus when the answer holds no links', async () => {
    const { environment } = renderWithNavLinks({ links: 'Destinations' });
    await waitFor(() =>
      expect(environment.reportError).toHaveBeenCalledWith(expect.any(MalformedAnswerError), 'nav-links'),
    );
    expect(screen.queryByRole('button', { name: 'Destinations' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Je cherche' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
