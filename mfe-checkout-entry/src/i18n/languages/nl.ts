import summary from '../nl.json';
import checkout from '../checkout/nl.json';
import payment from '../payment/nl.json';
import confirmation from '../confirmation/nl.json';
import account from '../account/nl.json';

/**
 * The checkout's texts in this language, in one namespace: the booking summary's, then one file per
 * area (checkout entries, payment, confirmation, customer account), each under its own top-level key.
 */
export const texts = {
  translation: { ...summary, ...checkout, ...payment, ...confirmation, ...account },
};
