import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../context/remote-props';
import { beneficiarySessionQuery } from '../api/get-beneficiary-session';
import type { Voucher } from '../utils/beneficiary-shapes';
import { BENEFICIARY_SOURCE, isFault, isSessionEnded } from '../utils/session-ended';
import { useReportFailure } from '../../../hooks/use-report-failure';

export type BeneficiarySession =
  | { status: 'loading' }
  /** No code opened in this browser, or its session has ended. */
  | { status: 'signedOut' }
  | { status: 'error'; retry(): void; retrying: boolean }
  | { status: 'ready'; voucher: Voucher };

/**
 * The gift of the code this browser opened. Asked by the browser only: the server never holds the
 * visitor's cookie, so it draws the page's placeholders and the browser finds out.
 */
export function useBeneficiarySession({ reportFailures }: { reportFailures: boolean }): BeneficiarySession {
  const api = useApiClient();
  const query = useQuery(beneficiarySessionQuery(api));

  useReportFailure(reportFailures ? query.error : null, BENEFICIARY_SOURCE, isFault);

  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    return isSessionEnded(query.error)
      ? { status: 'signedOut' }
      : { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
  }
  return { status: 'ready', voucher: query.data.voucher };
}
