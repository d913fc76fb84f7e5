import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import type { DestinationOption } from '../state/use-destination-options';
import type { LocatingState } from '../state/use-user-location-request';
import type { UserLocationError } from '../../../utils/user-location';
import { CategoryIcon, iconOfCategory, type DestinationIconName } from './category-icon';
import styles from './destination-field.module.css';

function iconOf(option: DestinationOption): DestinationIconName {
  switch (option.kind) {
    case 'around':
      return 'around';
    case 'recent':
      return 'recent';
    case 'place':
      return iconOfCategory(option.suggestion.category);
    case 'recommended':
      return option.suggestion.type === 'hotel' ? 'hotel' : 'offer';
  }
}

/** An option's icon (or a stay's picture), label and detail (postal code, place). */
export function OptionContent({ option }: { option: DestinationOption }) {
  const { apiBase } = useRemoteProps();
  const detail =
    option.kind === 'place'
      ? option.suggestion.postalcode
      : option.kind === 'recommended'
        ? option.suggestion.context
        : undefined;
  return (
    <>
      {option.kind === 'recommended' ? (
        <img
          className={styles.thumbnail}
          src={`${apiBase}${option.suggestion.imageUrl}`}
          alt=""
          width={40}
          height={30}
          loading="lazy"
        />
      ) : (
        <CategoryIcon icon={iconOf(option)} className={styles.icon} />
      )}
      <span className={styles.optionLabel}>{option.label}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </>
  );
}

/** Why the position could not be had: refused, or not found (no geolocation counts as not found). */
export function locationErrorKey(reason: UserLocationError): string {
  return reason === 'denied' ? 'searchBox.destination.locationDenied' : 'searchBox.destination.locationUnavailable';
}

/** "Locating you…", or why the position could not be had, for "Around me". */
export function LocatingMessage({ locating }: { locating: LocatingState }) {
  const { t } = useTranslation('search-box');
  const text =
    locating.status === 'locating'
      ? t('searchBox.destination.locating')
      : locating.status === 'failed'
        ? t(locationErrorKey(locating.reason))
        : '';
  return (
    <p
      role="status"
      className={locating.status === 'failed' ? styles.locationError : text ? styles.locating : styles.idleStatus}
    >
      {text}
    </p>
  );
}
