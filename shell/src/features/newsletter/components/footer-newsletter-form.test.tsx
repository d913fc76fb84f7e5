import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../test/render-shell';
import { setupShellApi, TEST_API_BASE } from '../../../test/shell-api';
import { NEWSLETTER_DISMISSED_STORAGE_KEY } from '../utils/newsletter-dismissal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

const api = setupShellApi();

const INVALID = "L'adresse e-mail semble incorrecte";

/** The shell on a page, once the footer's code (a download of its own) has drawn it. */
async function renderShellWithFooter(...args: Parameters<typeof renderShell>) {
  const view = renderShell(...args);
  await screen.findByRole('contentinfo');
  return view;
}

function newsletterBlock() {
  return screen.getByRole('region', { name: 'Newsletter' });
}

function emailField() {
  return within(newsletterBlock()).getByRole('textbox', { name: 'Adresse e-mail' });
}

function subscribeButton() {
  return within(newsletterBlock()).getByRole('button', { name: "Je m'inscris" });
}

let subscriptions: unknown[];

function stubNewsletter(answer: () => Response | Promise<Response> = () => Response.json({ subscribed: true })) {
  subscriptions = [];
  api.answer({
    '/gateway/marketing/newsletter': async (request: Request) => {
      subscriptions.push(await request.clone().json());
      return answer();
    },
  });
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('footer newsletter form', () => {
  it('subscribes the address for the site’s country and language, then thanks', async () => {
    stubNewsletter();
    await renderShellWithFooter('/', { apiBase: TEST_API_BASE });
    await userEvent.type(emailField(), 'lea.martin@example.fr');
    await userEvent.click(subscribeButton());

    expect(await within(newsletterBlock()).findByRole('status')).toHaveTextContent(
      'Merci ! Vous recevrez bientôt nos meilleures offres.',
    );
    expect(within(newsletterBlock()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(subscriptions).toEqual([
      { email: 'lea.martin@example.fr', country: 'FR', language: 'fr', source: 'footer' },
    ]);
    // A subscriber is never offered the modal.
    expect(window.localStorage.getItem(NEWSLETTER_DISMISSED_STORAGE_KEY)).toBe('true');
  });

  it('sends the Belgian site’s country and language', async () => {
    stubNewsletter(() => Response.json({ subscribed: true }));
    await renderShellWithFooter('/nl/', { locale: 'nl_BE', language: 'nl', pointOfSale: 'BE', apiBase: TEST_API_BASE });
    await userEvent.type(
      within(screen.getByRole('region', { name: 'Nieuwsbrief' })).getByRole('textbox', { name: 'E-mailadres' }),
      'jan@example.be{Enter}',
    );
    expect(await screen.findByText('Bedankt! Je ontvangt binnenkort onze beste aanbiedingen.')).toBeInTheDocument();
    expect(subscriptions).toEqual([{ email: 'jan@example.be', country: 'BE', language: 'nl', source: 'footer' }]);
  });

  it('flags a wrong address on blur, clears the message on focus, and never sends it', async () => {
    stubNewsletter();
    await renderShellWithFooter('/', { apiBase: TEST_API_BASE });
    await userEvent.type(emailField(), 'lea@example');
    await userEvent.tab();
    expect(within(newsletterBlock()).getByText(INVALID)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(INVALID);

    await userEvent.click(emailField());
    expect(within(newsletterBlock()).queryByText(INVALID)).not.toBeInTheDocument();
    expect(emailField()).not.toHaveAttribute('aria-invalid');

    await userEvent.keyboard('{Enter}');
    expect(within(newsletterBlock()).getByText(INVALID)).toBeInTheDocument();
    await userEvent.click(subscribeButton());
    expect(within(newsletterBlock()).getByText(INVALID)).toBeInTheDocument();
    expect(subscriptions).toEqual([]);
  });

  it('leaves an empty field alone on blur, but not on Enter', async () => {
    stubNewsletter();
    await renderShellWithFooter('/', { apiBase: TEST_API_BASE });
    await userEvent.click(emailField());
    await userEvent.tab();
    expect(within(newsletterBlock()).queryByText(INVALID)).not.toBeInTheDocument();
    await userEvent.click(emailField());
    await userEvent.keyboard('{Enter}');
    expect(within(newsletterBlock()).getByText(INVALID)).toBeInTheDocument();
    expect(subscriptions).toEqual([]);
  });

  it('suggests the common domain a typo meant, and applies it', async () => {
    stubNewsletter();
    await renderShellWithFooter('/', { apiBase: TEST_API_BASE });
    await userEvent.type(emailField(), 'lea@gmial.com');
    await userEvent.tab();
    await userEvent.click(within(newsletterBlock()).getByRole('button', { name: 'Vous voulez dire @gmail.com ?' }));
    expect(emailField()).toHaveValue('lea@gmail.com');
    expect(within(newsletterBlock()).queryByRole('button', { name: /Vous voulez dire/ })).not.toBeInTheDocument();
  });

  it('stays unsent when the subscription fails, only logging the error', async () => {
    stubNewsletter(() => Response.json({ statusCode: 500 }, { status: 500 }));
    const { environment } = await renderShellWithFooter('/', { apiBase: TEST_API_BASE });
    await userEvent.type(emailField(), 'lea.martin@example.fr');
    await userEvent.click(subscribeButton());

    await waitFor(() => expect(environment.reportError).toHaveBeenCalledWith(expect.any(Error), 'newsletter-footer'));
    expect(within(newsletterBlock()).queryByRole('status')).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('lea.martin@example.fr');
    expect(subscribeButton()).toBeEnabled();
    expect(window.localStorage.getItem(NEWSLETTER_DISMISSED_STORAGE_KEY)).toBeNull();
  });

  it('disables the form while sending', async () => {
    let answer!: (response: Response) => void;
    stubNewsletter(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderShellWithFooter('/', { apiBase: TEST_API_BASE });
    await userEvent.type(emailField(), 'lea.martin@example.fr{Enter}');
    const sending = await within(newsletterBlock()).findByRole('button', { name: 'Inscription…' });
    expect(sending).toBeDisabled();
    expect(emailField()).toBeDisabled();
    answer(Response.json({ subscribed: true }));
    expect(await within(newsletterBlock()).findByRole('status')).toBeInTheDocument();
  });
});
