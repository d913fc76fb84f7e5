import { Suspense, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingItem } from '@escapade/shared-contracts/tracking';
import type { CancellationChoice, CheckoutChoices } from '@escapade/shared-contracts/booking-criteria';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Heading } from 'react-aria-components/Heading';
import { serializeSearchCriteria, setPax, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { OnDemand } from '../../../components/on-demand';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { onDemandComponent } from '../../../utils/on-demand-component';
import { CancellationOptions, type CancellationOptionsProps } from '../../cancellation/components/cancellation-options';
import { InstalmentOffers } from '../../instalments/components/instalment-offers';
import { TouristTaxLines, type TouristTaxLinesProps } from '../../tourist-tax/components/tourist-tax-lines';
import { getQuote, stayDatesQuoteQuery } from '../api/get-quote';
import { hotelAvailabilitiesQuery } from '../api/get-hotel-availabilities';
import { giftPriceListQuery } from '../api/get-gift-price-list';
import { GIFT_ADULTS, criteriaInFlow } from '../utils/flow-change';
import { FlowSwitch, type ProductFlow } from './flow-switch';
import { activitiesMissingDates } from '../utils/activity-dates';
import type { ActivityDateChoice } from './activity-dates-fields';
import { bookingSummaryTarget, stayTarget } from '../utils/booking-targets';
import { formatShortDate } from '../utils/travel-dates';
import { travellersSummary } from '../utils/travellers-summary';
import { StayPrice, type StayPriceInfo } from './stay-price';
import { TravelDatesField } from './travel-dates-field';
import { TravellersFields } from './travellers-fields';
import styles from './booking-panel.module.css';

/** The message of a quote that failed for another reason than the criteria. */
export const QUOTE_ERROR_MESSAGE = 'Quote error';

// The activity days' pickers (react-aria's Select, ListBox and popover) appear only once dates are
// chosen: downloaded then, not with the page.
const ActivityDatesFields = onDemandComponent(() =>
  import(/* webpackChunkName: "activity-dates-fields" */ './activity-dates-fields').then(
    (module) => module.ActivityDatesFields,
  ),
);

const QuoteLoadingDialog = onDemandComponent(() =>
  import(/* webpackChunkName: "quote-loading-dialog" */ './quote-loading-dialog').then(
    (module) => module.QuoteLoadingDialog,
  ),
);

interface BookingPanelProps {
  offerId: string;
  /** Offer label, for tracking. */
  offerLabel: string;
  criteria: SearchCriteria;
  price: StayPriceInfo;
  autoDiscountPercent?: number;
  /** True while the price for new criteria is on its way. */
  isUpdating: boolean;
  /** Activities whose day is chosen when booking (with the days possible on the chosen dates). */
  activityDates: readonly ActivityDateChoice[];
  cancellationPolicy: CancellationOptionsProps['policy'];
  localTax: TouristTaxLinesProps['localTax'];
  /** The stay can also be offered: the panel then lets the shopper switch to the gifting flow. */
  isGiftable: boolean;
  /** The hotel, whose availability the calendar shows day by day. */
  hotelId: number;
  /** The hotel's offers for these criteria could not be had: the stay cannot be sold on them now. */
  offersFailed?: boolean;
}

/** The panel's element id: the sticky bar's Book button scrolls here. */
export const BOOKING_PANEL_SECTION_ID = 'booking';

/**
 * Dates, travellers, the price for them and the Book button. A sticky right column on desktop;
 * below 960 px the price and Book button sit in a bar fixed to the bottom of the screen.
 */
export function BookingPanel({
  offerId,
  offerLabel,
  criteria,
  price,
  autoDiscountPercent,
  isUpdating,
  activityDates,
  cancellationPolicy,
  localTax,
  isGiftable,
  hotelId,
  offersFailed = false,
}: BookingPanelProps) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const api = useApiClient();
  const [activitySelections, setActivitySelections] = useState<string[]>([]);
  const [missingActivities, setMissingActivities] = useState<string[]>([]);
  const [cancellation, setCancellation] = useState<CancellationChoice | undefined>();
  const [cancellationMissing, setCancellationMissing] = useState(false);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [isQuoting, setQuoting] = useState(false);
  const [quotedOnce, setQuotedOnce] = useState(false);
  const datesButtonRef = useRef<HTMLButtonElement>(null);
  const [datesRequired, setDatesRequired] = useState(false);
  const hasDates = Boolean(criteria.checkin && criteria.checkout && criteria.night);

  // Chosen dates clear the message; removing them later does not bring it back until Book.
  const [hadDates, setHadDates] = useState(hasDates);
  if (hasDates !== hadDates) {
    setHadDates(hasDates);
    if (hasDates) setDatesRequired(false);
  }

  const replaceCriteria = (next: SearchCriteria) => {
    // New dates or travellers: the days chosen for activities and the last quote's verdict no longer hold.
    setActivitySelections([]);
    setMissingActivities([]);
    setQuoteError(null);
    props.navigate(stayTarget(offerId, props.route.search, next), { replace: true });
  };

  const isGifting = criteria.flow === 'gifting';
  const giftPrices = useQuery({ ...giftPriceListQuery(api, offerId, props.locale), enabled: isGifting });
  const giftPrice = giftPrices.data?.priceList.find((option) => option.nights === criteria.giftNights);

  // The offers and the quote for the dates: when either answer fails, or the quote says the stay
  // cannot be sold, the shopper is told at once to change the criteria.
  const datesQuote = useQuery({
    ...stayDatesQuoteQuery(api, {
      offerId,
      locale: props.locale,
      checkin: criteria.checkin ?? '',
      nights: criteria.night ?? 0,
      adults: criteria.adults,
      children: criteria.children,
      babies: criteria.babies,
    }),
    enabled: !isGifting && hasDates,
  });
  const datesQuoteRefused = hasDates && (datesQuote.isError || datesQuote.data?.bookable === false);
  const noMoreAvailability = offersFailed || datesQuoteRefused || quoteError !== null;

  const trackItem = (
    name: 'view_item' | 'select_item' | 'add_to_cart',
    category: TrackingItem['item_category'],
    cents: number,
  ) =>
    props.bus.emit('tracking:event', {
      name,
      items: [{ item_id: offerId, item_category: category, quantity: 1, price: cents / 100, item_name: offerLabel }],
    });

  /** The same stay in the other flow: its offers are asked again for it, and the switch is tracked. */
  const switchFlow = (flow: ProductFlow) => {
    const next = criteriaInFlow(criteria, flow);
    const target = stayTarget(offerId, props.route.search, next);
    trackItem('select_item', flow === 'gifting' ? 'single_voucher' : 'weekend', price.sellPrice);
    trackItem('view_item', flow === 'gifting' ? 'single_voucher' : 'weekend', price.sellPrice);
    props.navigate({ ...target, query: { ...target.query, flow } }, { replace: true });
  };

  /** Gifting: the gift's set-up (format, message) comes next, with the nights and people chosen. */
  const offerAsGift = () => {
    trackItem('add_to_cart', 'single_voucher', giftPrice?.sellPrice ?? price.sellPrice);
    props.navigate({
      kind: 'giftSetup',
      id: offerId,
      query: { flow: 'gifting' },
      hash: serializeSearchCriteria(criteria).hash,
    });
  };

  const queryClient = useQueryClient();
  /**
   * The check-in is its month's best price, as the calendar showed it (from the availability the
   * calendar fetched; without it, nothing is claimed).
   */
  const isBestPriceDay = (checkin: string) => {
    const travellers = { adults: criteria.adults, children: criteria.children, babies: criteria.babies };
    const month = checkin.slice(0, 7);
    const days = queryClient.getQueryData(
      hotelAvailabilitiesQuery(api, { hotelId, offerId, locale: props.locale, month, travellers }).queryKey,
    );
    return days?.some((day) => day.day === checkin && day.bestPriceOfTheMonth) ?? false;
  };

  const insuranceOffered = props.flags.cancellationInsurance;
  /** Without the insurance on offer there is nothing to choose: the stay's own terms apply. */
  const chosenCancellation: CancellationChoice | undefined =
    cancellation ?? (insuranceOffered ? undefined : cancellationPolicy?.cancellable ? 'flexible' : 'nonCancellable');

  const book = async () => {
    if (!hasDates || !criteria.checkin || !criteria.night) {
      // Booking needs dates: without them, a message, and the date field takes the focus.
      setDatesRequired(true);
      datesButtonRef.current?.focus();
      return;
    }
    const missing = activitiesMissingDates(
      activityDates.map((activity) => activity.activityId),
      activitySelections,
    );
    setMissingActivities(missing);
    setCancellationMissing(chosenCancellation === undefined);
    if (missing.length > 0 || chosenCancellation === undefined) return;

    setQuoteError(null);
    setQuotedOnce(true);
    setQuoting(true);
    const quote = await getQuote(api, {
      offerId,
      locale: props.locale,
      checkin: criteria.checkin,
      nights: criteria.night,
      adults: criteria.adults,
      children: criteria.children,
      babies: criteria.babies,
      activitySelections,
    }).catch((error: unknown) => {
      props.reportError(error, 'mfe-product (quote)');
      return null;
    });
    setQuoting(false);
    if (!quote?.bookable || !quote.priceInfo) {
      const message = quote ? (quote.error ?? QUOTE_ERROR_MESSAGE) : QUOTE_ERROR_MESSAGE;
      // The checkout does not start: the shopper sees why, and the error service hears of it.
      props.reportError(new Error(message), 'mfe-product (quote)');
      setQuoteError(message);
      return;
    }
    const choices: CheckoutChoices = {
      activitySelections,
      cancellation: chosenCancellation,
      bestPrice: isBestPriceDay(criteria.checkin),
    };
    props.bus.emit('tracking:event', {
      name: 'add_to_cart',
      items: [
        {
          item_id: offerId,
          item_category: 'weekend',
          quantity: 1,
          price: quote.priceInfo.sellPrice / 100,
          item_name: offerLabel,
        },
      ],
    });
    props.navigate(bookingSummaryTarget(offerId, criteria, choices));
  };

  const datesSummary =
    criteria.checkin && criteria.checkout
      ? `${t('booking.dates.range', {
          checkin: formatShortDate(criteria.checkin, props.locale),
          checkout: formatShortDate(criteria.checkout, props.locale),
        })} · ${t('booking.dates.nights', { count: criteria.night ?? 0 })}`
      : t('booking.dates.choose');

  return (
    <aside id={BOOKING_PANEL_SECTION_ID} className={styles.panel} aria-labelledby="booking-panel-title">
      <Heading level={2} id="booking-panel-title" className={styles.title}>
        {isGifting ? t('booking.gift.title') : t('booking.title')}
      </Heading>
      {isGiftable ? <FlowSwitch flow={isGifting ? 'gifting' : 'booking'} onChange={switchFlow} /> : null}
      {isGifting ? (
        <div className={styles.checkoutBar}>
          <div className={styles.checkoutSummary}>
            <p className={styles.summary}>
              <span>{t('booking.gift.summary', { count: criteria.giftNights, people: GIFT_ADULTS })}</span>
            </p>
            <StayPrice
              price={{
                sellPrice: giftPrice?.sellPrice ?? price.sellPrice,
                refPrice: giftPrice?.refPrice ?? price.refPrice,
                priceType: 'gift',
                nights: criteria.giftNights,
                adults: GIFT_ADULTS,
              }}
              isUpdating={giftPrices.isFetching}
            />
          </div>
          <Button className={styles.bookButton} onPress={offerAsGift}>
            {t('booking.gift.offer')}
          </Button>
        </div>
      ) : (
        <>
          <TravelDatesField
            checkin={criteria.checkin}
            checkout={criteria.checkout}
            buttonRef={datesButtonRef}
            errorMessage={datesRequired ? t('booking.datesRequired') : undefined}
            onChange={({ checkin, checkout, nights }) =>
              replaceCriteria({ ...criteria, checkin, checkout, night: nights })
            }
            onClear={() => replaceCriteria({ ...criteria, checkin: undefined, checkout: undefined, night: undefined })}
            offerId={offerId}
            hotelId={hotelId}
            travellers={{ adults: criteria.adults, children: criteria.children, babies: criteria.babies }}
            priceError={price.error ?? null}
          />
          <TravellersFields
            pax={{ adults: criteria.adults, children: criteria.children, babies: criteria.babies }}
            onChange={(change) => replaceCriteria(setPax(criteria, change))}
          />
          {noMoreAvailability ? (
            <p className={styles.quoteError} role="alert">
              {t('booking.noAvailability')}
            </p>
          ) : null}
          {hasDates ? (
            <Suspense fallback={null}>
              <ActivityDatesFields.Component
                activities={activityDates}
                selections={activitySelections}
                onChange={(next) => {
                  setActivitySelections(next);
                  setMissingActivities((before) =>
                    before.filter((id) => !next.some((selection) => selection.startsWith(`${id}_`))),
                  );
                }}
                missing={missingActivities}
              />
            </Suspense>
          ) : null}
          <CancellationOptions
            policy={cancellationPolicy}
            hasDates={hasDates}
            stayAmount={price.priceType === 'final-price' ? price.sellPrice : 0}
            insuranceEnabled={insuranceOffered}
            value={cancellation}
            onChange={(choice) => {
              setCancellation(choice);
              setCancellationMissing(false);
            }}
            isInvalid={cancellationMissing}
          />
          {quoteError ? (
            <p className={styles.quoteError} role="alert">
              {quoteError === QUOTE_ERROR_MESSAGE ? t('booking.quote.error') : t('booking.quote.notBookable')}
            </p>
          ) : null}
          <div className={styles.checkoutBar}>
            <div className={styles.checkoutSummary}>
              <p className={styles.summary}>
                <span>{datesSummary}</span>
                <span>{travellersSummary(t, criteria)}</span>
              </p>
              <StayPrice price={price} autoDiscountPercent={autoDiscountPercent} isUpdating={isUpdating} />
            </div>
            <Button
              className={styles.bookButton}
              onPress={() => void book()}
              onHoverStart={QuoteLoadingDialog.prefetch}
              onFocus={QuoteLoadingDialog.prefetch}
              isDisabled={isQuoting}
            >
              {t('booking.book')}
            </Button>
          </div>
          {/* What the price means for the wallet: the tax paid at the hotel, paying later or in parts. */}
          {hasDates && criteria.checkin && price.priceType === 'final-price' ? (
            <>
              <TouristTaxLines
                localTax={localTax}
                stayPrice={price.sellPrice}
                nights={criteria.night ?? price.nights}
                travellers={{ adults: criteria.adults, children: criteria.children, babies: criteria.babies }}
              />
              <InstalmentOffers
                amount={price.sellPrice}
                checkinDate={criteria.checkin}
                cancellationPolicyType={
                  cancellationPolicy?.type ?? (cancellationPolicy?.cancellable ? 'FLEXIBLE' : 'NCNR')
                }
                cancellationDeadline={cancellationPolicy?.cancellationDeadline ?? null}
              />
            </>
          ) : null}
        </>
      )}
      {quotedOnce ? (
        <OnDemand part="quote-loading-dialog" fallback={null}>
          <QuoteLoadingDialog.Component isOpen={isQuoting} />
        </OnDemand>
      ) : null}
    </aside>
  );
}
