import { useMutation } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { postSignOut } from '../api/post-sign-out';
import { isSignedOutError } from '../utils/sign-in-failure';
import { loadPage } from '../utils/load-page';

/**
 * Signing out: the api signs the customer out, then the home page loads afresh (the frame's header reads
 * the cookies again). A sign-in that had already ended counts as signed out all the same.
 */
export function useSignOut() {
  const { hrefFor, reportError } = useRemoteProps();
  const api = useApiClient();
  const goHome = () => loadPage(hrefFor({ kind: 'home' }));
  const signOut = useMutation({
    mutationFn: () => postSignOut(api),
    onSuccess: goHome,
    onError: (error) => {
      if (isSignedOutError(error)) goHome();
      else reportError(error, 'mfe-checkout-entry');
    },
  });
  const failed = signOut.isError && !isSignedOutError(signOut.error);
  // Once it went through, the page is on its way out: the button stays busy until it has.
  const busy = signOut.isPending || signOut.isSuccess || (signOut.isError && !failed);
  return { signOut: () => signOut.mutate(), busy, failed };
}
