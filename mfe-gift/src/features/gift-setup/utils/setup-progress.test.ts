import { currentSetupStep } from './setup-progress';

describe('currentSetupStep', () => {
  it('is the first step not yet done', () => {
    expect(currentSetupStep({ nightsChosen: false, formatChosen: true, customised: true })).toBe('nights');
    expect(currentSetupStep({ nightsChosen: true, formatChosen: false, customised: true })).toBe('format');
    expect(currentSetupStep({ nightsChosen: true, formatChosen: true, customised: false })).toBe('customisation');
  });

  it('is the summary once every choice is made', () => {
    expect(currentSetupStep({ nightsChosen: true, formatChosen: true, customised: true })).toBe('summary');
  });
});
