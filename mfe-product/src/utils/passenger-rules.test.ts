import {
  DEFAULT_PAX,
  STEPPER_DEFAULT,
  changeActivityParticipants,
  changePax,
  paxKindForAge,
  stepValue,
  stepperButtons,
} from './passenger-rules';

describe('changePax', () => {
  it('starts from 2 adults, no child and no baby', () => {
    expect(DEFAULT_PAX).toEqual({ adults: 2, children: 0, babies: 0, singleRoom: false });
  });

  it('takes adults from 1 to 20 and ignores the rest', () => {
    expect(changePax(DEFAULT_PAX, { adults: 1 }).adults).toBe(1);
    expect(changePax(DEFAULT_PAX, { adults: 20 }).adults).toBe(20);
    expect(changePax(DEFAULT_PAX, { adults: 0 }).adults).toBe(2);
    expect(changePax(DEFAULT_PAX, { adults: 21 }).adults).toBe(2);
    expect(changePax(DEFAULT_PAX, { adults: 2.5 }).adults).toBe(2);
  });

  it('takes children and babies from 0 to 10 and ignores the rest', () => {
    expect(changePax(DEFAULT_PAX, { children: 10, babies: 10 })).toMatchObject({ children: 10, babies: 10 });
    expect(changePax(DEFAULT_PAX, { children: 11, babies: 11 })).toMatchObject({ children: 0, babies: 0 });
    expect(changePax(DEFAULT_PAX, { children: -1, babies: -1 })).toMatchObject({ children: 0, babies: 0 });
  });

  it('asks for a single room as soon as there is a child or a baby', () => {
    expect(changePax(DEFAULT_PAX, { children: 1 }).singleRoom).toBe(true);
    expect(changePax(DEFAULT_PAX, { babies: 1 }).singleRoom).toBe(true);
    const family = changePax(DEFAULT_PAX, { children: 1, babies: 1 });
    expect(changePax(family, { children: 0, babies: 0 }).singleRoom).toBe(false);
  });
});

describe('paxKindForAge', () => {
  it('counts babies to 2, children 3 to 11 and adults from 12', () => {
    expect(paxKindForAge(0)).toBe('babies');
    expect(paxKindForAge(2)).toBe('babies');
    expect(paxKindForAge(3)).toBe('children');
    expect(paxKindForAge(11)).toBe('children');
    expect(paxKindForAge(12)).toBe('adults');
    expect(paxKindForAge(-1)).toBeNull();
  });
});

describe('the generic stepper', () => {
  it('starts at 2 and moves between 1 and 20', () => {
    expect(STEPPER_DEFAULT).toBe(2);
    expect(stepValue(2, -1)).toBe(1);
    expect(stepValue(1, -1)).toBe(1);
    expect(stepValue(19, 1)).toBe(20);
    expect(stepValue(20, 1)).toBe(20);
  });

  it('disables the buttons at the bounds', () => {
    expect(stepperButtons(1)).toEqual({ decrementDisabled: true, incrementDisabled: false });
    expect(stepperButtons(2)).toEqual({ decrementDisabled: false, incrementDisabled: false });
    expect(stepperButtons(19)).toEqual({ decrementDisabled: false, incrementDisabled: false });
    expect(stepperButtons(20)).toEqual({ decrementDisabled: false, incrementDisabled: true });
    expect(stepperButtons(2, { min: 1, max: 2 })).toEqual({ decrementDisabled: false, incrementDisabled: true });
  });
});

describe('changeActivityParticipants', () => {
  it('takes 1 or 2 participants when the activity has a price for them', () => {
    expect(changeActivityParticipants(2, 1, [1, 2])).toBe(1);
    expect(changeActivityParticipants(1, 2, [1, 2])).toBe(2);
    expect(changeActivityParticipants(2, 1, [2])).toBe(2);
  });

  it('ignores counts outside 1 to 2', () => {
    expect(changeActivityParticipants(2, 0, [0, 1, 2, 3])).toBe(2);
    expect(changeActivityParticipants(2, 3, [1, 2, 3])).toBe(2);
  });
});
