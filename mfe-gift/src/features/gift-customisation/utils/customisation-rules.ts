/** The gift's customisation: who offers it and a message, printed on the voucher. */
export interface GiftCustomisation {
  fromName: string;
  message: string;
}

/** The sender's name fits on the voucher's "From" line. */
export const FROM_NAME_MAX_LENGTH = 40;
/** The message fits in the voucher's text box. */
export const MESSAGE_MAX_LENGTH = 180;
