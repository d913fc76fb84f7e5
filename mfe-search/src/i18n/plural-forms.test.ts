import { LANGUAGES } from '@escapade/shared-contracts/locales';
import { createI18n } from './create-i18n';

// French reads 0 as singular ("0 séjour"): counts that can be zero have their own words, in every
// language, and a single room left reads as words too ("Plus qu'une chambre !").
describe.each(LANGUAGES)('counts in %s', (language) => {
  const { t } = createI18n(language);

  it.each([
    ['results:results.title', {}],
    ['results:results.titleIn', { destination: 'Paris' }],
    ['results:results.titleHotel', { hotel: 'Le Mas des Oliviers' }],
    ['results:results.count', {}],
    ['cards:activity.count', {}],
  ])('%s says none, not "0", for zero', (key, values) => {
    const none = t(key, { ...values, count: 0 });
    expect(none).not.toMatch(/\d/);
    expect(none).not.toBe(t(key, { ...values, count: 1 }));
    expect(t(key, { ...values, count: 2 })).toMatch(/2/);
  });

  it('says one room left in words', () => {
    expect(t('cards:offerCard.stress.roomsLeft', { count: 1 })).not.toMatch(/\d/);
    expect(t('cards:offerCard.stress.roomsLeft', { count: 3 })).toMatch(/3/);
  });
});
