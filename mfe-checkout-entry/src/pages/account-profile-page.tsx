import { useApiClient } from '../context/remote-props';
import { profileQuery } from '../features/account/api/get-profile';
import { AccountArea } from '../features/account/components/account-area';
import { ProfileForm } from '../features/account/components/profile-form';
import { useAccountData } from '../features/account/state/use-account-data';

/** The customer's details (route kind 'accountProfile'). */
export function AccountProfilePage() {
  const api = useApiClient();
  const profile = useAccountData(profileQuery(api));
  return (
    <AccountArea section="profile" data={profile}>
      {(details) => <ProfileForm profile={details} />}
    </AccountArea>
  );
}
