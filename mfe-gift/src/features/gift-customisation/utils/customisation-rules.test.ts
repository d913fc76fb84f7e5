import {
  FROM_NAME_MAX_LENGTH,
  LIMIT_NOTICE_MS,
  MESSAGE_MAX_LENGTH,
  acceptTyped,
  customisationErrors,
  fromNameError,
  isCustomised,
  isGiftCustomisation,
  messageError,
  trimCustomisation,
} from './customisation-rules';

describe('fromNameError', () => {
  it('asks for a name only when the form makes it mandatory', () => {
    expect(fromNameError('', true)).toBe('required');
    expect(fromNameError('   ', true)).toBe('required');
    expect(fromNameError('', false)).toBeUndefined();
  });

  it.each(['Anne-Sophie', "O'Brien", 'J. Dupont', 'Hélène Müller', 'Íñigo', 'Zoë', 'D’Angelo'])(
    'takes the name %s',
    (name) => {
      expect(fromNameError(name, true)).toBeUndefined();
    },
  );

  it.each(['Jean3', 'anne@mail.fr', 'Paul & Marie', 'Léa!', 'Tom_'])('refuses %s: only text is expected', (name) => {
    expect(fromNameError(name, false)).toBe('textOnly');
  });

  it('takes 40 characters, not 41', () => {
    expect(fromNameError('a'.repeat(FROM_NAME_MAX_LENGTH), true)).toBeUndefined();
    expect(fromNameError('a'.repeat(FROM_NAME_MAX_LENGTH + 1), true)).toBe('tooLong');
  });
});

describe('messageError', () => {
  it('leaves the message optional and free, up to 180 characters', () => {
    expect(messageError('')).toBeUndefined();
    expect(messageError('Joyeux anniversaire ! 🎉 Rendez-vous le 12/06 à 20h.')).toBeUndefined();
    expect(messageError('x'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(messageError('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('tooLong');
  });
});

describe('customisationErrors', () => {
  it('lists the error of each wrong field, nothing for a valid form', () => {
    expect(customisationErrors({ fromName: '', message: '' }, false)).toEqual({});
    expect(customisationErrors({ fromName: '', message: 'x'.repeat(181) }, true)).toEqual({
      fromName: 'required',
      message: 'tooLong',
    });
  });
});

describe('acceptTyped', () => {
  it('takes what fits and refuses a keystroke past the maximum, keeping the value', () => {
    expect(acceptTyped('abc', 'abcd', 4)).toEqual({ value: 'abcd', refused: false });
    expect(acceptTyped('abcd', 'abcde', 4)).toEqual({ value: 'abcd', refused: true });
    expect(acceptTyped('', 'a pasted text far too long', 10)).toEqual({ value: '', refused: true });
  });

  it('lets a value that was already too long be shortened', () => {
    expect(acceptTyped('abcdef', 'abcde', 4)).toEqual({ value: 'abcde', refused: false });
  });
});

describe('trimCustomisation and isCustomised', () => {
  it('keeps the fields without their surrounding spaces', () => {
    expect(trimCustomisation({ fromName: '  Léa ', message: '\nBon voyage !  ' })).toEqual({
      fromName: 'Léa',
      message: 'Bon voyage !',
    });
  });

  it('says whether something was written', () => {
    expect(isCustomised(null)).toBe(false);
    expect(isCustomised({ fromName: ' ', message: '  ' })).toBe(false);
    expect(isCustomised({ fromName: '', message: 'Bises' })).toBe(true);
  });
});

describe('isGiftCustomisation', () => {
  it('accepts only a customisation within the limits', () => {
    expect(isGiftCustomisation({ fromName: 'Léa', message: '' })).toBe(true);
    expect(isGiftCustomisation(null)).toBe(false);
    expect(isGiftCustomisation('Léa')).toBe(false);
    expect(isGiftCustomisation({ fromName: 'Léa' })).toBe(false);
    expect(isGiftCustomisation({ fromName: 'a'.repeat(41), message: '' })).toBe(false);
    expect(isGiftCustomisation({ fromName: '', message: 'x'.repeat(181) })).toBe(false);
  });
});

describe('LIMIT_NOTICE_MS', () => {
  it('keeps the limit notice for one second', () => {
    expect(LIMIT_NOTICE_MS).toBe(1000);
  });
});
