import giftSetup from '../es.json';
import customisation from '../customisation/es.json';
import giftCard from '../gift-card/es.json';
import boxes from '../boxes/es.json';
import beneficiary from '../beneficiary/es.json';

/**
 * The gift pages' texts in this language, in one namespace: the gift set-up's, then one file per area
 * (the customisation form, the gift card page, the boxes listing, the beneficiary pages), each under
 * its own top-level key.
 */
export const texts = {
  translation: { ...giftSetup, ...customisation, ...giftCard, ...boxes, ...beneficiary },
};
