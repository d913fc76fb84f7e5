import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import { DEFAULT_MAX_PETS } from '../../stay-detail/components/stay-practical';
import type { HotelDetail } from '../api/get-hotel-detail';
import { ECO_LABEL_MIN_FACILITIES, showsEcoLabel } from '../utils/hotel-facts';
import styles from './hotel-sections.module.css';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Pets: how many (one unless the hotel says), up to which weight and at what price a night; or refused. */
function PetPolicy({ policy }: { policy: HotelDetail['policy'] }) {
  const { t } = useTranslation('hotel');
  const { locale } = useRemoteProps();
  if (!policy.petsAllowed) return <>{t('details.petsRefused')}</>;
  const count = policy.petsMaxNumberOfPets ?? DEFAULT_MAX_PETS;
  const weight = policy.petsMaxWeight;
  return (
    <>
      {policy.petsPrice > 0
        ? t('details.petsAllowed', { count, weight, price: formatEuros(policy.petsPrice, locale) })
        : t('details.petsAllowedFree', { count, weight })}
    </>
  );
}

/** The tourist tax paid at the hotel: a share of the package, or an amount per adult and night. */
function LocalTax({ localTax }: { localTax: HotelDetail['localTax'] }) {
  const { t } = useTranslation('hotel');
  const { locale } = useRemoteProps();
  return (
    <>
      {localTax.type === 'BOOKING_PERCENTAGE'
        ? t('details.localTaxPercentage', { percentage: localTax.percentage ?? 0 })
        : t('details.localTaxPerNight', { amount: formatEuros(localTax.amount, locale) })}
    </>
  );
}

/**
 * What the hotel offers and asks: its highlighted facilities, the eco-label when it has earned it,
 * parking, every facility, arrival and departure times, pets, important information and the
 * tourist tax.
 */
export function HotelDetails({ detail }: { detail: HotelDetail }) {
  const { t } = useTranslation('hotel');
  return (
    <>
      {detail.highlightedFacilities.length > 0 ? (
        <ul className={styles.chips} aria-label={t('details.highlights')}>
          {detail.highlightedFacilities.map((facility) => (
            <li key={facility.id} className={`${styles.chip} ${styles.highlight}`}>
              {facility.name}
            </li>
          ))}
        </ul>
      ) : null}
      {showsEcoLabel(detail) ? (
        <div className={styles.ecoLabel}>
          <p className={styles.ecoLabelText}>{t('details.ecoLabel', { count: ECO_LABEL_MIN_FACILITIES })}</p>
          <ul className={styles.chips} aria-label={t('details.ecoFacilities')}>
            {detail.ecoFacilities.map((practice) => (
              <li key={practice} className={styles.chip}>
                {practice}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className={styles.facts}>
        <Fact term={t('details.schedule')}>
          {t('details.checkInOut', { checkin: detail.checkInOut.checkin, checkout: detail.checkInOut.checkout })}
        </Fact>
        <Fact term={t('details.pets')}>
          <PetPolicy policy={detail.policy} />
        </Fact>
        {detail.parkings.length > 0 ? (
          <Fact term={t('details.parking')}>
            <TextList items={detail.parkings} />
          </Fact>
        ) : null}
        <Fact term={t('details.localTax')}>
          <LocalTax localTax={detail.localTax} />
        </Fact>
        {detail.facilities.length > 0 ? (
          <Fact term={t('details.facilities')}>
            <TextList items={detail.facilities.map((facility) => facility.name)} />
          </Fact>
        ) : null}
        {detail.importantInfos.length > 0 ? (
          <Fact term={t('details.importantInfos')}>
            <TextList items={detail.importantInfos} />
          </Fact>
        ) : null}
      </dl>
    </>
  );
}
