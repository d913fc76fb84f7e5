import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import { createI18n } from '../../../i18n/create-i18n';
import { LIMIT_NOTICE_MS, type GiftCustomisation } from '../utils/customisation-rules';
import { CustomisationDrawer } from './customisation-drawer';

interface HarnessProps {
  fromNameRequired?: boolean;
  initial?: GiftCustomisation | null;
  onOffer?: (value: GiftCustomisation) => void;
  startOpen?: boolean;
  language?: Language;
}

/** A page's button that opens the drawer, as the gift set-up uses it. */
function Harness({ fromNameRequired = false, initial = null, onOffer = () => {}, startOpen = false }: HarnessProps) {
  const [isOpen, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Personnaliser
      </button>
      <CustomisationDrawer
        isOpen={isOpen}
        onOpenChange={setOpen}
        initial={initial}
        fromNameRequired={fromNameRequired}
        onOffer={onOffer}
      />
    </>
  );
}

function renderDrawer({ language = 'fr', ...props }: HarnessProps = {}) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <Harness {...props} />
    </I18nextProvider>,
  );
}

async function openDrawer(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
  return screen.getByRole('dialog', { name: 'Personnalisez votre cadeau' });
}

describe('CustomisationDrawer', () => {
  it('opens on the two fields, the optional ones said so, with the message limit', async () => {
    renderDrawer();
    const dialog = await openDrawer();

    const fromName = within(dialog).getByRole('textbox', { name: 'De la part de (facultatif)' });
    expect(fromName).not.toBeRequired();
    const message = within(dialog).getByRole('textbox', { name: 'Votre message (facultatif)' });
    expect(message).toHaveAccessibleDescription('Max. 180 caractères');
    expect(within(dialog).getByText('Encore 180 caractères')).toBeInTheDocument();

    await userEvent.type(message, 'Bises');
    expect(within(dialog).getByText('Encore 175 caractères')).toBeInTheDocument();
  });

  it('makes the name mandatory when told, and asks for it on Offer', async () => {
    const onOffer = jest.fn();
    renderDrawer({ fromNameRequired: true, onOffer });
    const dialog = await openDrawer();
    const fromName = within(dialog).getByRole('textbox', { name: 'De la part de' });
    expect(fromName).toHaveAttribute('aria-required', 'true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Offrir' }));

    expect(fromName).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
    expect(fromName).toBeInvalid();
    expect(fromName).toHaveFocus();
    expect(onOffer).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('checks a field when it is left, and clears the error once it is right', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const dialog = await openDrawer(user);
    const fromName = within(dialog).getByRole('textbox', { name: 'De la part de (facultatif)' });

    await user.type(fromName, 'Léa3');
    expect(within(dialog).queryByText('Seul du texte est attendu')).not.toBeInTheDocument();
    await user.tab();

    expect(within(dialog).getByText('Seul du texte est attendu')).toBeInTheDocument();
    expect(fromName).toBeInvalid();

    await user.type(fromName, '{Backspace}');
    expect(within(dialog).queryByText('Seul du texte est attendu')).not.toBeInTheDocument();
    expect(fromName).toBeValid();
  });

  it('moves the focus to the first wrong field on Offer', async () => {
    const user = userEvent.setup();
    renderDrawer({ fromNameRequired: true });
    const dialog = await openDrawer(user);

    await user.type(within(dialog).getByRole('textbox', { name: 'Votre message (facultatif)' }), 'Bon voyage');
    await user.click(within(dialog).getByRole('button', { name: 'Offrir' }));

    expect(within(dialog).getByRole('textbox', { name: 'De la part de' })).toHaveFocus();
  });

  it('hands over the trimmed customisation on Offer, closes and confirms', async () => {
    const user = userEvent.setup();
    const onOffer = jest.fn();
    renderDrawer({ onOffer });
    const dialog = await openDrawer(user);

    await user.type(within(dialog).getByRole('textbox', { name: 'De la part de (facultatif)' }), '  Anne-Sophie ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre message (facultatif)' }), 'Bon week-end ! ');
    await user.click(within(dialog).getByRole('button', { name: 'Offrir' }));

    expect(onOffer).toHaveBeenCalledWith({ fromName: 'Anne-Sophie', message: 'Bon week-end !' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Votre personnalisation est enregistrée');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Personnaliser' })).toHaveFocus());
  });

  it('starts from the stored customisation and closes on Escape without saving', async () => {
    const user = userEvent.setup();
    const onOffer = jest.fn();
    renderDrawer({ onOffer, initial: { fromName: 'Léa', message: 'Joyeux anniversaire' } });
    const dialog = await openDrawer(user);

    expect(within(dialog).getByRole('textbox', { name: 'De la part de (facultatif)' })).toHaveValue('Léa');
    expect(within(dialog).getByRole('textbox', { name: 'Votre message (facultatif)' })).toHaveValue(
      'Joyeux anniversaire',
    );
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOffer).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks Dutch on a Dutch site', () => {
    renderDrawer({ language: 'nl', startOpen: true, fromNameRequired: true });

    const dialog = screen.getByRole('dialog', { name: 'Personaliseer je cadeau' });
    expect(within(dialog).getByRole('textbox', { name: 'Van' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Je bericht (optioneel)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Schenken' })).toBeInTheDocument();
  });

  describe('limits', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it.each([
      ['De la part de (facultatif)', 'a'.repeat(40), 40],
      ['Votre message (facultatif)', 'x'.repeat(180), 180],
    ])('refuses a keystroke past the maximum of "%s" and says so for 1 second', async (name, full, max) => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderDrawer({ startOpen: true });
      const field = screen.getByRole('textbox', { name });
      const notice = `Le champ est limité à ${max} caractères`;

      await user.click(field);
      await user.paste(full);
      expect(field).toHaveValue(full);
      expect(screen.queryByText(notice)).not.toBeInTheDocument();

      await user.keyboard('b');

      expect(field).toHaveValue(full);
      expect(screen.getByText(notice)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(LIMIT_NOTICE_MS - 1));
      expect(screen.getByText(notice)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText(notice)).not.toBeInTheDocument();
    });

    it('refuses a paste that would go past the maximum', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderDrawer({ startOpen: true });
      const field = screen.getByRole('textbox', { name: 'De la part de (facultatif)' });

      await user.click(field);
      await user.paste('Léa');
      await user.paste(' et toute la famille Dupont-Lefèvre de Nantes');

      expect(field).toHaveValue('Léa');
      expect(screen.getByText('Le champ est limité à 40 caractères')).toBeInTheDocument();
    });
  });
});
