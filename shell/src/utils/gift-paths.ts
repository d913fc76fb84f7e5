/**
 * Where gift beneficiaries sign in: the beneficiary login, and the
 * box login page of each point of sale. Both live outside the shop's route table.
 */
import type { Locale } from '@escapade/shared-contracts/locales';
import { sitePath } from './account-paths';

export const BENEFICIARY_LOGIN_PATH = '/beneficiary/login';

/** "I have received a box / getaway gift": the box login page of each point of sale, per language. */
export const BOX_LOGIN_PATHS: Readonly<Record<Locale, string>> = {
  fr_FR: '/activer-mon-coffret',
  es_ES: '/activar-mi-caja',
  it_IT: '/attiva-il-tuo-cofanetto',
  nl_NL: '/box-activeren',
  fr_BE: '/activer-mon-coffret',
  nl_BE: '/box-activeren',
};

export function beneficiaryLoginPath(locale: Locale): string {
  return sitePath(locale, BENEFICIARY_LOGIN_PATH);
}

export function boxLoginPath(locale: Locale): string {
  return sitePath(locale, BOX_LOGIN_PATHS[locale]);
}
