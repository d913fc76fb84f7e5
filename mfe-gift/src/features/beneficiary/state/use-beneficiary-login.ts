import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { beneficiarySessionQuery } from '../api/get-beneficiary-session';
import { postBeneficiaryLogin } from '../api/post-beneficiary-login';
import { BENEFICIARY_QUERY_SCOPE } from '../utils/beneficiary-shapes';
import { loginRefusalOf } from '../utils/login-refusal';
import { BENEFICIARY_SOURCE, failureStatus } from '../utils/session-ended';

/**
 * Opens a gift code. Once open, what an earlier code showed is forgotten, the new gift is kept
 * (its offers page need not ask for it again) and the visitor goes to the stays it can book.
 */
export function useBeneficiaryLogin() {
  const props = useRemoteProps();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: (code: string) => postBeneficiaryLogin(api, { code }),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: [BENEFICIARY_QUERY_SCOPE] });
      queryClient.setQueryData(beneficiarySessionQuery(api).queryKey, session);
      props.navigate({ kind: 'beneficiaryOffers' });
    },
    onError: (error) => {
      if (loginRefusalOf(failureStatus(error)) === 'unavailable') props.reportError(error, BENEFICIARY_SOURCE);
    },
  });
  return {
    submit: (code: string) => login.mutate(code),
    /** Sending, or sent and on the way to the offers. */
    busy: login.isPending || login.isSuccess,
    refusal: login.isError ? loginRefusalOf(failureStatus(login.error)) : null,
    reset: login.reset,
  };
}
