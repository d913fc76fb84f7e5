import type { PointOfSaleId } from '@escapade/shared-contracts/locales';

/** The customer service's number on each point of sale, as written there and as dialled. */
export const SUPPORT_PHONE: Readonly<Record<PointOfSaleId, { display: string; dial: string }>> = {
  FR: { display: '01 99 00 12 34', dial: '+33199001234' },
  ES: { display: '910 00 12 34', dial: '+34910001234' },
  IT: { display: '02 0000 1234', dial: '+390200001234' },
  NL: { display: '020 000 1234', dial: '+31200001234' },
  BE: { display: '02 000 12 34', dial: '+3220001234' },
};
