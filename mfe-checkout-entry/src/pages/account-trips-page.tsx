import { useApiClient } from '../context/remote-props';
import { tripsQuery } from '../features/account/api/get-trips';
import { AccountArea } from '../features/account/components/account-area';
import { TripList } from '../features/account/components/trip-list';
import { useAccountData } from '../features/account/state/use-account-data';

/** The customer's orders (route kind 'accountTrips'). */
export function AccountTripsPage() {
  const api = useApiClient();
  const trips = useAccountData(tripsQuery(api));
  return (
    <AccountArea section="trips" data={trips}>
      {({ orders }) => <TripList orders={orders} />}
    </AccountArea>
  );
}
