import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCheckoutChoices } from '@escapade/shared-contracts/booking-criteria';
import {
  parseSearchCriteria,
  serializeSearchCriteria,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../context/remote-props';
import { CheckoutColumns } from '../components/checkout-layout';
import { ExpiredOfferNotice, LoadErrorNotice } from '../components/checkout-notice';
import { useBookingSummary } from '../features/booking-summary/state/use-booking-summary';
import { useSummaryPageMeta } from '../features/booking-summary/state/use-summary-page-meta';
import { offerTarget } from '../features/booking-summary/utils/offer-target';
import { stayItems } from '../features/booking-summary/utils/stay-items';
import { isOfferId } from '../utils/offer-id';
import { chosenActivityDays } from '../features/booking-summary/utils/chosen-activity-days';
import { cancellableUntil, policyTypeOf } from '../features/booking-summary/utils/cancellation-terms';
import { stayReferencePrice } from '../features/booking-summary/utils/stay-reference';
import { stayTrackingItem } from '../features/booking-summary/utils/stay-tracking';
import { travellersSummary } from '../features/booking-summary/utils/travellers-summary';
import { SummaryLayout } from '../features/booking-summary/components/summary-layout';
import { SummaryPreview } from '../features/booking-summary/components/summary-preview';
import { StayPurchase } from '../features/booking-summary/components/stay-purchase';
import { MissingDatesNotice, NotBookableNotice } from '../features/booking-summary/components/summary-notices';
import { usePurchasePrice } from '../features/checkout-price/state/use-purchase-price';
import { PriceColumn } from '../features/checkout-price/components/price-column';
import { InstalmentOffers } from '../features/instalments/components/instalment-offers';
import { CheckoutPayment } from '../features/payment/components/checkout-payment';

type DatedCriteria = SearchCriteria & { checkin: string; checkout: string; night: number };

function hasDates(criteria: SearchCriteria): criteria is DatedCriteria {
  return Boolean(criteria.checkin && criteria.checkout && criteria.night);
}

/**
 * The booking summary: route kind 'bookingSummary', id = offer id; dates and travellers in the hash,
 * the activity days and the cancellation choice in the query.
 */
export function BookingSummaryPage() {
  const props = useRemoteProps();
  const offerId = props.route.id ?? '';
  const { hash, search } = props.route;
  const criteria = useMemo(() => parseSearchCriteria({ hash, search }), [hash, search]);
  const backTarget = offerTarget(offerId, criteria);

  if (!hasDates(criteria)) {
    return <UndatedSummary backTarget={backTarget} />;
  }
  return <DatedSummary offerId={offerId} criteria={criteria} backTarget={backTarget} />;
}

function UndatedSummary({ backTarget }: { backTarget: RouteTarget }) {
  useSummaryPageMeta(undefined);
  return (
    <SummaryLayout>
      <MissingDatesNotice offer={backTarget} />
    </SummaryLayout>
  );
}

function DatedSummary({
  offerId,
  criteria,
  backTarget,
}: {
  offerId: string;
  criteria: DatedCriteria;
  backTarget: RouteTarget;
}) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const choices = useMemo(() => parseCheckoutChoices(props.route.search), [props.route.search]);
  // The summary's first full draw (the stay, the buyer form, the payment) is the page's biggest: made
  // from deferred values, React draws it at a low priority in short slices, and a tap made meanwhile
  // is answered between two slices instead of after the whole page.
  const summary = useDeferredValue(useBookingSummary(offerId, criteria));
  const insuranceOffered = props.flags.cancellationInsurance;
  const items = isOfferId(offerId)
    ? stayItems(
        {
          offerId: Number(offerId),
          checkin: criteria.checkin,
          checkout: criteria.checkout,
          adults: criteria.adults,
          children: criteria.children,
          babies: criteria.babies,
        },
        choices,
        insuranceOffered,
      )
    : null;
  // Asked beside the quote and the offer's presentation: it depends on the route alone.
  const price = useDeferredValue(usePurchasePrice(items));
  const data = summary.status === 'success' || summary.status === 'loading' ? summary.data : undefined;
  const notBookable = summary.status === 'success' && (!summary.data.quote.bookable || !summary.data.quote.priceInfo);

  useSummaryPageMeta(data?.detail.label);

  // A quote that refuses the booking is reported, like any other error.
  const quoteError =
    notBookable && summary.status === 'success' ? (summary.data.quote.error ?? 'Quote error') : undefined;
  const { reportError } = props;
  useEffect(() => {
    if (quoteError) reportError(new Error(quoteError), 'mfe-checkout-entry');
  }, [quoteError, reportError]);

  if (summary.status === 'notFound' || price.status === 'notFound' || !items) {
    const { hash } = serializeSearchCriteria(criteria);
    return (
      <SummaryLayout>
        <ExpiredOfferNotice otherOffers={{ kind: 'search', query: { flow: criteria.flow }, hash }} />
      </SummaryLayout>
    );
  }
  if (summary.status === 'error') {
    return (
      <SummaryLayout>
        <LoadErrorNotice onRetry={summary.retry} />
      </SummaryLayout>
    );
  }
  if (!data) {
    return (
      <SummaryLayout busy>
        <SummaryPreview offerId={offerId} />
      </SummaryLayout>
    );
  }
  const { quote, detail } = data;
  const priced = price.status === 'success' ? price.priced : null;
  if (!quote.bookable || !quote.priceInfo || (priced && !priced.price.bookable)) {
    return (
      <SummaryLayout>
        <NotBookableNotice offer={backTarget} soldOut={priced?.price.code === 'SOLD_OUT'} />
      </SummaryLayout>
    );
  }
  const insuranceLine = priced?.price.lines.find((line) => line.kind === 'insurance');
  const policy = quote.cancellationPolicy;
  return (
    <SummaryLayout busy={summary.status === 'loading'}>
      <CheckoutColumns
        purchase={
          <StayPurchase
            quote={quote}
            detail={detail}
            asked={{
              checkin: criteria.checkin,
              checkout: criteria.checkout,
              nights: criteria.night,
              adults: criteria.adults,
              children: criteria.children,
              babies: criteria.babies,
            }}
            activityDays={chosenActivityDays(choices.activitySelections, detail)}
            insurance={{ chosen: items.insuranceItem, amount: insuranceLine?.amount ?? null }}
            bestPrice={choices.bestPrice}
          />
        }
        price={
          <PriceColumn
            price={price}
            reference={stayReferencePrice(quote.priceInfo)}
            basis={t('summary.price.totalBasis', {
              nights: t('summary.stay.nights', { count: criteria.night }),
              travellers: travellersSummary(t, criteria),
            })}
            details={(current) => (
              <InstalmentOffers
                amount={current.price.payToday}
                checkinDate={criteria.checkin}
                cancellationPolicyType={policyTypeOf(policy)}
                cancellationDeadline={cancellableUntil(policy)}
              />
            )}
          >
            {(current) => (
              <CheckoutPayment
                draft={{ locale: props.locale, items: current.items, price: current.price }}
                trackingItem={stayTrackingItem({ id: offerId, label: detail.label }, current.price.payToday)}
                onPriceChanged={price.refresh}
              />
            )}
          </PriceColumn>
        }
      />
    </SummaryLayout>
  );
}
