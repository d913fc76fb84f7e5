import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { postBeneficiarySignOut } from '../api/post-beneficiary-sign-out';
import { BENEFICIARY_QUERY_SCOPE } from '../utils/beneficiary-shapes';
import { BENEFICIARY_SOURCE, isSessionEnded } from '../utils/session-ended';

/** Closes the gift code's session and goes back to the code entry, for another code. */
export function useBeneficiarySignOut() {
  const props = useRemoteProps();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => postBeneficiarySignOut(api),
    // A session that had already ended is as good as closed.
    onError: (error) => {
      if (!isSessionEnded(error)) props.reportError(error, BENEFICIARY_SOURCE);
    },
    onSuccess: () => leave(),
  });

  function leave() {
    queryClient.removeQueries({ queryKey: [BENEFICIARY_QUERY_SCOPE] });
    props.navigate({ kind: 'beneficiaryLogin' });
  }

  return {
    signOut: () =>
      signOut.mutate(undefined, {
        onError: (error) => {
          if (isSessionEnded(error)) leave();
        },
      }),
    busy: signOut.isPending || signOut.isSuccess,
    failed: signOut.isError && !isSessionEnded(signOut.error),
  };
}
