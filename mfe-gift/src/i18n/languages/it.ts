import giftSetup from '../it.json';
import customisation from '../customisation/it.json';
import giftCard from '../gift-card/it.json';
import boxes from '../boxes/it.json';
import beneficiary from '../beneficiary/it.json';

/**
 * The gift pages' texts in this language, in one namespace: the gift set-up's, then one file per area
 * (the customisation form, the gift card page, the boxes listing, the beneficiary pages), each under
 * its own top-level key.
 */
export const texts = {
  translation: { ...giftSetup, ...customisation, ...giftCard, ...boxes, ...beneficiary },
};
