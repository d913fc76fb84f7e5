import summary from '../fr.json';
import checkout from '../checkout/fr.json';
import payment from '../payment/fr.json';
import confirmation from '../confirmation/fr.json';
import account from '../account/fr.json';

/**
 * The checkout's texts in this language, in one namespace: the booking summary's, then one file per
 * area (checkout entries, payment, confirmation, customer account), each under its own top-level key.
 */
export const texts = {
  translation: { ...summary, ...checkout, ...payment, ...confirmation, ...account },
};
