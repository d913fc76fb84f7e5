import { useEffect } from 'react';
import { useShellEnvironment } from '../../../context/shell-environment';
import { postFlagActivation } from '../api/post-flag-activation';
import { readClientId } from '../utils/client-id';

/** Where a tab remembers the experiments it already reported: one activation per visit. */
export const REPORTED_ACTIVATIONS_STORAGE_KEY = 'escapade.flagActivations';

/** The variation of the box migration experiment whose visitors are counted. */
const BOX_MIGRATION_TEST = 'test';

function reportedThisVisit(key: string): boolean {
  try {
    return (window.sessionStorage.getItem(REPORTED_ACTIVATIONS_STORAGE_KEY) ?? '').split(',').includes(key);
  } catch {
    return false;
  }
}

function rememberReported(key: string): void {
  try {
    const reported = (window.sessionStorage.getItem(REPORTED_ACTIVATIONS_STORAGE_KEY) ?? '').split(',');
    window.sessionStorage.setItem(REPORTED_ACTIVATIONS_STORAGE_KEY, [...reported.filter(Boolean), key].join(','));
  } catch {
    // Without storage the next page of the visit reports again: the experiment counts one visitor twice.
  }
}

/**
 * The flag-activation call: a visitor in the box migration's test variation is reported once per
 * visit, so the experiment knows whom it showed the variation to. Customer-care operators are not
 * visitors and are never reported; a failed report is not retried (the next visit reports).
 */
export function FlagActivationReporter() {
  const { flags, locale, careMode, api } = useShellEnvironment();
  const variation = flags.boxMigration;
  useEffect(() => {
    if (careMode || variation !== BOX_MIGRATION_TEST) return;
    const key = `boxMigration:${variation}`;
    if (reportedThisVisit(key)) return;
    rememberReported(key);
    postFlagActivation(api, { flag: 'boxMigration', variation, locale, clientId: readClientId() }).catch(() => {
      // Counting is best effort: nothing the visitor needs waits on it.
    });
  }, [api, careMode, locale, variation]);
  return null;
}
