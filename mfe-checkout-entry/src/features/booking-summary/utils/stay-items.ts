import type { CheckoutChoices } from '@escapade/shared-contracts/booking-criteria';
import type { ItemsToPrice } from '../../checkout-price/state/use-purchase-price';

/** The stay asked for: the offer, its dates and its travellers. */
export interface DatedStay {
  offerId: number;
  /** yyyy-MM-dd */
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
  babies: number;
}

/**
 * What the stay's checkout buys: the stay with its activity days, and the paid insurance when the
 * shopper chose it and the shop offers it.
 */
export function stayItems(stay: DatedStay, choices: CheckoutChoices, insuranceOffered: boolean): ItemsToPrice {
  return {
    insuranceItem: insuranceOffered && choices.cancellation === 'insurance',
    shortStayItem: {
      gift: false,
      reservationCriteria: {
        offerId: stay.offerId,
        activityDaySelections: choices.activitySelections,
        pax: { numberOfAdults: stay.adults, numberOfChildren: stay.children, numberOfBabies: stay.babies },
        travelPeriod: { checkinDate: stay.checkin, checkoutDate: stay.checkout },
        minisiteId: null,
      },
      specialRequest: '',
    },
  };
}
