import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context/remote-props';
import { accountWishlistQuery } from '../features/account/api/get-account-wishlist';
import { AccountArea } from '../features/account/components/account-area';
import { WishlistGrid } from '../features/account/components/wishlist-grid';
import { useAccountData } from '../features/account/state/use-account-data';
import { useWishlistChanges } from '../features/account/state/use-wishlist-changes';

/**
 * The wishlist kept on the customer's account (route kind 'accountWishlist'). The shell keeps it
 * up to date; each change it announces is read again from the account.
 */
export function AccountWishlistPage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const query = accountWishlistQuery(api);
  const wishlist = useAccountData(query);
  useWishlistChanges(() => void queryClient.invalidateQueries({ queryKey: query.queryKey }));
  return (
    <AccountArea section="wishlist" data={wishlist}>
      {({ items }) => <WishlistGrid items={items} />}
    </AccountArea>
  );
}
