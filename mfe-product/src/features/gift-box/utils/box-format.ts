/** Only boxes whose code ends in EBOX are listed on the boxes page. */
export const LISTED_BOX_CODE_SUFFIX = 'EBOX';
/** The code's parts are separated by hyphens: the part after the first one names the format. */
export const BOX_CODE_SEPARATOR = '-';
/** A format part starting with P (P, PBOX…) means physical; any other means digital. */
export const PHYSICAL_FORMAT_MARK = 'P';
/** The catalogue's physical boxes read BOX after the hyphen (their digital twins read EBOX). */
export const PHYSICAL_BOX_PART = 'BOX';

/** A gift box voucher is valid one and a half years. */
export const BOX_VALIDITY_MONTHS = 18;
/** A single voucher (a gift stay) is valid 12 months. */
export const SINGLE_VOUCHER_VALIDITY_MONTHS = 12;
/** An activity voucher is valid 12 months. */
export const ACTIVITY_VOUCHER_VALIDITY_MONTHS = 12;

export type GiftFormat = 'digital' | 'physical';

/** The product types of gifts, with their aliases (EBOX for a box, PHYSICAL_SINGLE_VOUCHER for a single voucher). */
export type GiftProductType =
  'BOX' | 'EBOX' | 'SINGLEVOUCHER' | 'PHYSICAL_SINGLE_VOUCHER' | 'DIGITAL_ACTIVITY_ONLY' | 'GIFTCARD';

export interface VoucherValidity {
  /** Text key of the validity line; the page words it with `months`. */
  key: 'giftBox.validity.box' | 'giftBox.validity.singleVoucher' | 'giftBox.validity.activityVoucher';
  months: number;
}

/** Whether the boxes page lists a box: its code ends in EBOX (whatever its case or surrounding spaces). */
export function isListedBoxCode(code: string): boolean {
  return code.trim().toUpperCase().endsWith(LISTED_BOX_CODE_SUFFIX);
}

/** The boxes the boxes page lists, in their order. */
export function listedBoxes<Box extends { code: string }>(boxes: readonly Box[]): Box[] {
  return boxes.filter((box) => isListedBoxCode(box.code));
}

/**
 * A box's format from its code. The part after the first hyphen (up to the next one) names it:
 * BOX or a part starting with P (P, PBOX) is the physical box; any other part (E, EBOX, D…), or
 * no part at all, is digital, the default gift format.
 * GOURMET-EBOX → digital; GOURMET-BOX → physical; GOURMET-P-EBOX → physical; GOURMET-E-EBOX → digital.
 */
export function boxFormatOf(code: string): GiftFormat {
  const formatPart = code.trim().toUpperCase().split(BOX_CODE_SEPARATOR)[1] ?? '';
  return formatPart === PHYSICAL_BOX_PART || formatPart.startsWith(PHYSICAL_FORMAT_MARK) ? 'physical' : 'digital';
}

/** The voucher validity line of a gift product; null for a product without one (gift card). */
export function voucherValidity(productType: GiftProductType): VoucherValidity | null {
  switch (productType) {
    case 'BOX':
    case 'EBOX':
      return { key: 'giftBox.validity.box', months: BOX_VALIDITY_MONTHS };
    case 'SINGLEVOUCHER':
    case 'PHYSICAL_SINGLE_VOUCHER':
      return { key: 'giftBox.validity.singleVoucher', months: SINGLE_VOUCHER_VALIDITY_MONTHS };
    case 'DIGITAL_ACTIVITY_ONLY':
      return { key: 'giftBox.validity.activityVoucher', months: ACTIVITY_VOUCHER_VALIDITY_MONTHS };
    default:
      return null;
  }
}
