import giftSetup from '../nl.json';
import customisation from '../customisation/nl.json';
import giftCard from '../gift-card/nl.json';
import boxes from '../boxes/nl.json';
import beneficiary from '../beneficiary/nl.json';

/**
 * The gift pages' texts in this language, in one namespace: the gift set-up's, then one file per area
 * (the customisation form, the gift card page, the boxes listing, the beneficiary pages), each under
 * its own top-level key.
 */
export const texts = {
  translation: { ...giftSetup, ...customisation, ...giftCard, ...boxes, ...beneficiary },
};
