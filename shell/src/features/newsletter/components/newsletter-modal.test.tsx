import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { ShellEnvironment } from '../../../context/shell-environment';
import { createFakeRemote } from '../../../test/fake-remote';
import { renderShell } from '../../../test/render-shell';
import { setupShellApi, TEST_API_BASE } from '../../../test/shell-api';
import { keepReferralIdsOf } from '../../tracking/state/kept-referral-ids';
import { NEWSLETTER_DISMISSED_STORAGE_KEY } from '../utils/newsletter-dismissal';
import { NEWSLETTER_MODAL_CLOSE_DELAY_MS, NEWSLETTER_MODAL_DELAY_MS } from '../utils/newsletter-timings';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const api = setupShellApi();

const TITLE = 'Nos meilleures offres en avant-première';
const CARE_SESSION = { token: 'signed-token', email: 'agent@escapade.example', expiresAt: '2099-01-01T00:00:00.000Z' };

let remote: ReturnType<typeof createFakeRemote>;
let subscriptions: unknown[];
let answerSubscription: () => Response | Promise<Response>;

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  document.cookie = 'aff=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  remote = createFakeRemote('Page');
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockResolvedValue(remote.lifecycles);
  subscriptions = [];
  answerSubscription = () => Response.json({ subscribed: true });
  api.answer({
    '/gateway/marketing/newsletter': async (request: Request) => {
      subscriptions.push(await request.clone().json());
      return answerSubscription();
    },
  });
});

afterEach(async () => {
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

function user() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

/** Lands on `path` as a visitor would (first page of the visit), once the page is mounted. */
async function land(path: string, overrides: Partial<ShellEnvironment> = {}) {
  const view = renderShell(path, { apiBase: TEST_API_BASE, ...overrides });
  await screen.findByRole('heading', { name: /^Page: / });
  return view;
}

// Async act: the next page's load and mount, and what the timers set off, settle inside it.
/** Moves to another page the way a page of the shop does. */
async function goTo(target: RouteTarget) {
  await act(async () => remote.lastProps()!.navigate(target));
}

async function wait(ms: number) {
  await act(async () => jest.advanceTimersByTime(ms));
}

const modal = () => screen.queryByRole('dialog', { name: TITLE });

async function openModal(overrides: Partial<ShellEnvironment> = {}) {
  await land('/', overrides);
  await goTo({ kind: 'search' });
  await wait(NEWSLETTER_MODAL_DELAY_MS);
  return screen.getByRole('dialog', { name: TITLE });
}

describe('newsletter acquisition modal: when it appears', () => {
  it('never appears on the first page of a visit', async () => {
    await land('/');
    await wait(60_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('appears 10 s after the visitor moved to another page, on home, search or landing pages', async () => {
    expect(NEWSLETTER_MODAL_DELAY_MS).toBe(10_000);
    await land('/');
    await goTo({ kind: 'search' });
    await wait(9_999);
    expect(modal()).not.toBeInTheDocument();
    await wait(1);
    expect(modal()).toBeInTheDocument();
  });

  it.each([
    ['a landing page', { kind: 'landing', id: 'spa' } as RouteTarget],
    ['the home page', { kind: 'home' } as RouteTarget],
  ])('appears on %s too', async (_name, target) => {
    await land('/recherche');
    await goTo(target);
    await wait(NEWSLETTER_MODAL_DELAY_MS);
    expect(modal()).toBeInTheDocument();
  });

  it('does not appear on other pages, and each move restarts the wait', async () => {
    await land('/');
    await goTo({ kind: 'stay', id: '20001' });
    await wait(30_000);
    expect(modal()).not.toBeInTheDocument();
    await goTo({ kind: 'search' });
    await wait(6_000);
    await goTo({ kind: 'home' });
    await wait(6_000);
    expect(modal()).not.toBeInTheDocument();
    await wait(4_000);
    expect(modal()).toBeInTheDocument();
  });

  it('does not come back once dismissed', async () => {
    window.localStorage.setItem(NEWSLETTER_DISMISSED_STORAGE_KEY, 'true');
    await land('/');
    await goTo({ kind: 'search' });
    await wait(30_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('does not appear for an excluded affiliate from the landing URL, even after the parameter is gone', async () => {
    await land('/?aff=1204');
    await goTo({ kind: 'search' });
    await wait(30_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('does not appear for an excluded affiliate kept in a cookie', async () => {
    document.cookie = 'aff=cashback; path=/';
    await land('/');
    await goTo({ kind: 'search' });
    await wait(30_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('does not appear on a later visit of an excluded affiliate, whose id the shop kept from the first one', async () => {
    // The first visit came from the affiliate's link: the shop kept its id.
    keepReferralIdsOf({ search: '?aff=vouchercodes', hash: '' });
    const firstVisit = await land('/?aff=vouchercodes');
    firstVisit.unmount();

    // The next visit starts from a bookmark: no parameter, no cookie, only the kept id.
    await land('/');
    await goTo({ kind: 'search' });
    await wait(30_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('appears on a later visit from another affiliate than the excluded one kept before', async () => {
    keepReferralIdsOf({ search: '?aff=1204', hash: '' });
    keepReferralIdsOf({ search: '?aff=999', hash: '' });
    await land('/?aff=999');
    await goTo({ kind: 'search' });
    await wait(NEWSLETTER_MODAL_DELAY_MS);
    expect(modal()).toBeInTheDocument();
  });

  it('appears for other affiliates', async () => {
    await land('/?aff=999');
    await goTo({ kind: 'search' });
    await wait(NEWSLETTER_MODAL_DELAY_MS);
    expect(modal()).toBeInTheDocument();
  });

  it('never appears in customer-care mode', async () => {
    await land('/', { careMode: true, careSession: CARE_SESSION });
    await goTo({ kind: 'search' });
    await wait(30_000);
    expect(modal()).not.toBeInTheDocument();
  });
});

describe('newsletter acquisition modal: subscribing', () => {
  it('is a modal dialog with a heading, the e-mail field focused', async () => {
    const dialog = await openModal();
    expect(within(dialog).getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' })).toHaveFocus();
  });

  it('subscribes, thanks, keeps the button disabled, closes after 1.2 s and remembers it', async () => {
    expect(NEWSLETTER_MODAL_CLOSE_DELAY_MS).toBe(1_200);
    const dialog = await openModal();
    await user().type(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }), 'lea.martin@example.fr{Enter}');

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Merci ! Vous recevrez bientôt nos meilleures offres.',
    );
    expect(within(dialog).getByRole('button', { name: "Je m'inscris" })).toBeDisabled();
    expect(subscriptions).toEqual([{ email: 'lea.martin@example.fr', country: 'FR', language: 'fr', source: 'modal' }]);
    expect(window.localStorage.getItem(NEWSLETTER_DISMISSED_STORAGE_KEY)).toBe('true');
    expect(dialog).toHaveAttribute('data-state', 'success');

    await wait(NEWSLETTER_MODAL_CLOSE_DELAY_MS - 1);
    expect(modal()).toBeInTheDocument();
    await wait(1);
    expect(modal()).not.toBeInTheDocument();
  });

  it('disables the button while loading', async () => {
    let answer: ((response: Response) => void) | undefined;
    answerSubscription = () => new Promise<Response>((resolve) => (answer = resolve));
    const dialog = await openModal();
    await user().type(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }), 'lea.martin@example.fr');
    await user().click(within(dialog).getByRole('button', { name: "Je m'inscris" }));
    expect(within(dialog).getByRole('button', { name: 'Inscription…' })).toBeDisabled();
    expect(dialog).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!(Response.json({ subscribed: true })));
    expect(await within(dialog).findByRole('status')).toBeInTheDocument();
  });

  it('flags a wrong address on submit, on blur and on Enter, clears it on focus, and sends nothing', async () => {
    const dialog = await openModal();
    const field = within(dialog).getByRole('textbox', { name: 'Adresse e-mail' });
    await user().click(within(dialog).getByRole('button', { name: "Je m'inscris" }));
    expect(within(dialog).getByText("L'adresse e-mail semble incorrecte")).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'error');

    await user().click(field);
    expect(within(dialog).queryByText("L'adresse e-mail semble incorrecte")).not.toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'idle');

    await user().type(field, 'lea@{Enter}');
    expect(within(dialog).getByText("L'adresse e-mail semble incorrecte")).toBeInTheDocument();
    expect(subscriptions).toEqual([]);
    expect(modal()).toBeInTheDocument();
  });

  it('goes back to its form when the subscription fails, only logging the error', async () => {
    answerSubscription = () => new Response('down', { status: 503 });
    const { environment } = await land('/');
    await goTo({ kind: 'search' });
    await wait(NEWSLETTER_MODAL_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: TITLE });
    await user().type(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }), 'lea.martin@example.fr{Enter}');

    expect(await within(dialog).findByRole('button', { name: "Je m'inscris" })).toBeEnabled();
    expect(environment.reportError).toHaveBeenCalledWith(expect.any(Error), 'newsletter-modal');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'idle');
    await wait(5_000);
    expect(modal()).toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_DISMISSED_STORAGE_KEY)).toBeNull();
  });

  it('remembers the dismissal when closed', async () => {
    const dialog = await openModal();
    await user().click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(modal()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_DISMISSED_STORAGE_KEY)).toBe('true');

    await goTo({ kind: 'home' });
    await wait(30_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('closes with Escape too', async () => {
    await openModal();
    await user().keyboard('{Escape}');
    expect(modal()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_DISMISSED_STORAGE_KEY)).toBe('true');
  });
});
