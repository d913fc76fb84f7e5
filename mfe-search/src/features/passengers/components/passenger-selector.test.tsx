import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Flow } from '@escapade/shared-contracts/routes';
import { PassengerSelector } from './passenger-selector';
import type { Passengers } from '../../../utils/passengers';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

/** The selector opened on its dialog, for travellers already chosen. */
async function openSelector(value: Passengers, flow: Flow = 'booking') {
  const onChange = jest.fn();
  renderSearchMount(<PassengerSelector value={value} onChange={onChange} flow={flow} />, searchPageProps());
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Avec qui partez-vous ?' });
  return { user, dialog, onChange };
}

/** Types a number over a counter's value and leaves the field, as a visitor would. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.tripleClick(field);
  await user.keyboard(value);
  await user.tab();
}

describe('PassengerSelector', () => {
  it('ignores a typed number of adults over 20: the field keeps the last valid count', async () => {
    const { user, dialog, onChange } = await openSelector({ adults: 3, children: 0, babies: 0 });
    const adults = within(dialog).getByRole('textbox', { name: 'Adultes' });

    await typeInto(user, adults, '25');
    expect(adults).toHaveValue('3');

    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(onChange).toHaveBeenLastCalledWith({ adults: 3, children: 0, babies: 0 });
  });

  it('takes a typed count within the range', async () => {
    const { user, dialog, onChange } = await openSelector({ adults: 2, children: 0, babies: 0 });
    await typeInto(user, within(dialog).getByRole('textbox', { name: 'Adultes' }), '20');
    await typeInto(user, within(dialog).getByRole('textbox', { name: 'Enfants' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(onChange).toHaveBeenLastCalledWith({ adults: 20, children: 10, babies: 0 });
  });

  it('ignores children and babies over 10 and adults under 1', async () => {
    const { user, dialog, onChange } = await openSelector({ adults: 2, children: 1, babies: 1 });
    const adults = within(dialog).getByRole('textbox', { name: 'Adultes' });
    const children = within(dialog).getByRole('textbox', { name: 'Enfants' });
    const babies = within(dialog).getByRole('textbox', { name: 'Bébés' });

    await typeInto(user, children, '11');
    await typeInto(user, babies, '12');
    await typeInto(user, adults, '0');
    expect(children).toHaveValue('1');
    expect(babies).toHaveValue('1');
    expect(adults).toHaveValue('2');

    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(onChange).toHaveBeenLastCalledWith({ adults: 2, children: 1, babies: 1 });
  });

  it('ignores more than 2 participants typed in the activity flow', async () => {
    const { user, dialog, onChange } = await openSelector({ adults: 1, children: 0, babies: 0 }, 'activity');
    const participants = within(dialog).getByRole('textbox', { name: 'Participants' });
    await typeInto(user, participants, '5');
    expect(participants).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(onChange).toHaveBeenLastCalledWith({ adults: 1, children: 0, babies: 0 });
  });
});
