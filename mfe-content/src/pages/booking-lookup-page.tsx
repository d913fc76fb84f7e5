import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { BookingLookup } from '../features/booking-lookup/components/booking-lookup';
import { BookingLookupLayout } from '../features/booking-lookup/components/booking-lookup-layout';
import { lookupPageMeta } from '../features/booking-lookup/utils/lookup-page-meta';

/** Finds a customer's booking from its number and email, to see it or print its invoice. */
export function BookingLookupPage() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();

  useEffect(() => {
    bus.emit('page:meta', lookupPageMeta(t));
  }, [bus, t]);

  return (
    <BookingLookupLayout>
      <BookingLookup />
    </BookingLookupLayout>
  );
}
