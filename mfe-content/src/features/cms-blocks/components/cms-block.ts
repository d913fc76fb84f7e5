// The blocks of a CMS page as the api sends them; the home page's answer carries a list of them.

/**
 * One entry of a CMS block. The api fills the fields that suit the block type, so all are optional:
 * topDestinations { id, label, value, imageUrl, offerCount, fromPrice }, themes { id, label, value,
 * imageUrl }, usp { title, text }, giftBoxes { code, title, imageUrl, price, referencePrice, nights }.
 */
export interface CmsBlockItem {
  id?: number | string;
  title?: string;
  label?: string;
  subtitle?: string;
  text?: string;
  description?: string;
  imageUrl?: string;
  cityId?: number;
  themeId?: number;
  /** Search hash pair, e.g. `city=12`. */
  value?: string;
  /** Search hash without '#', e.g. `city=12&theme=3`. */
  hash?: string;
  /** Published offers of a destination. */
  offerCount?: number;
  /** Cents: the cheapest offer of a destination. */
  fromPrice?: number;
  /** Gift box code (…EBOX). */
  code?: string;
  /** Cents. */
  price?: number;
  /** Cents: the price before discount. */
  referencePrice?: number;
  nights?: number;
}

export interface CmsBlock {
  type: string;
  title: string;
  subtitle?: string;
  items: CmsBlockItem[];
}
