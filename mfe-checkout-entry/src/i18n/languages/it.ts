import summary from '../it.json';
import checkout from '../checkout/it.json';
import payment from '../payment/it.json';
import confirmation from '../confirmation/it.json';
import account from '../account/it.json';

/**
 * The checkout's texts in this language, in one namespace: the booking summary's, then one file per
 * area (checkout entries, payment, confirmation, customer account), each under its own top-level key.
 */
export const texts = {
  translation: { ...summary, ...checkout, ...payment, ...confirmation, ...account },
};
