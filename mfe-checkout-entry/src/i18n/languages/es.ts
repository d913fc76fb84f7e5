import summary from '../es.json';
import checkout from '../checkout/es.json';
import payment from '../payment/es.json';
import confirmation from '../confirmation/es.json';
import account from '../account/es.json';

/**
 * The checkout's texts in this language, in one namespace: the booking summary's, then one file per
 * area (checkout entries, payment, confirmation, customer account), each under its own top-level key.
 */
export const texts = {
  translation: { ...summary, ...checkout, ...payment, ...confirmation, ...account },
};
