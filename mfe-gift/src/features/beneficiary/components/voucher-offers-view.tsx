import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { useRemoteProps } from '../../../context/remote-props';
import { useVoucherFacets } from '../state/use-voucher-facets';
import { useVoucherOffers } from '../state/use-voucher-offers';
import type { Voucher } from '../utils/beneficiary-shapes';
import {
  checkinBounds,
  hasOffersFilters,
  offersFiltersQuery,
  readOffersFilters,
  withFilter,
  type OffersFilters,
} from '../utils/offers-filters';
import { OffersFiltersPanel } from './offers-filters-panel';
import { SessionEnded } from './session-ended';
import { VoucherOffersList } from './voucher-offers-list';
import { VoucherSummary } from './voucher-summary';
import styles from './voucher-offers.module.css';

/** The stays an open gift can book: its summary, the filters and the list. The filters live in the address. */
export function VoucherOffersView({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const { route, navigate } = useRemoteProps();
  // Today as the visitor's calendar has it, once per visit of the page.
  const [bounds] = useState(() => checkinBounds(DateTime.now()));
  const read = readOffersFilters(route.search, bounds);
  // A box's stays are not asked per hotel: the hotel filter is a gift stay's and a gift card's.
  const filters = voucher.kind === 'box' ? withFilter(read, 'hotelId', undefined) : read;
  const offers = useVoucherOffers(voucher, filters);
  const facets = useVoucherFacets(voucher, filters);

  const applyFilters = (next: OffersFilters) =>
    navigate({ kind: 'beneficiaryOffers', query: offersFiltersQuery(next) });

  if (offers.status === 'signedOut') return <SessionEnded />;

  return (
    <>
      <h1 className={styles.pageTitle}>{t('beneficiary.offers.heading')}</h1>
      <VoucherSummary voucher={voucher} />
      <div className={styles.layout}>
        <OffersFiltersPanel filters={filters} facets={facets} bounds={bounds} onChange={applyFilters} />
        <VoucherOffersList
          offers={offers}
          checkinDate={filters.checkinDate}
          filtered={hasOffersFilters(filters)}
          onResetFilters={() => applyFilters({})}
        />
      </div>
    </>
  );
}
