import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import type { VoucherFacet, VoucherFacets } from '../utils/beneficiary-shapes';
import {
  hasOffersFilters,
  isCheckinWithin,
  withFilter,
  type CheckinBounds,
  type OffersFilterKey,
  type OffersFilters,
} from '../utils/offers-filters';
import styles from './voucher-offers.module.css';

interface OffersFiltersPanelProps {
  filters: OffersFilters;
  /** Undefined while they load, or when they cannot be had: the chips are then left out. */
  facets: VoucherFacets | undefined;
  bounds: CheckinBounds;
  onChange(filters: OffersFilters): void;
}

/**
 * The choices that narrow the gift's stays: a check-in day, a region, a theme. Each choice changes
 * the page's address, which reloads the list; choosing a chosen chip again lifts it.
 */
export function OffersFiltersPanel({ filters, facets, bounds, onChange }: OffersFiltersPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dateId = useId();
  const dateHintId = useId();
  const set = (key: OffersFilterKey, value: string | undefined) => onChange(withFilter(filters, key, value));

  // A day is taken once it is whole and within the bounds; a day being typed is left alone.
  function changeDay(event: ChangeEvent<HTMLInputElement>) {
    const day = event.target.value;
    if (day !== filters.checkinDate && isCheckinWithin(day, bounds)) set('checkinDate', day);
  }
  // A field left empty lifts the day.
  function leaveDay(event: FocusEvent<HTMLInputElement>) {
    if (event.target.value === '' && filters.checkinDate) set('checkinDate', undefined);
  }

  return (
    <section className={styles.filters} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.filtersTitle}>
        {t('beneficiary.filters.title')}
      </h2>
      <div className={styles.filterGroup}>
        <label className={styles.filterLabel} htmlFor={dateId}>
          {t('beneficiary.filters.checkin')}
        </label>
        <div className={styles.dateRow}>
          <input
            // A new address starts the field afresh from it.
            key={filters.checkinDate ?? ''}
            id={dateId}
            className={styles.dateInput}
            type="date"
            min={bounds.min}
            max={bounds.max}
            defaultValue={filters.checkinDate ?? ''}
            aria-describedby={dateHintId}
            onChange={changeDay}
            onBlur={leaveDay}
          />
          {filters.checkinDate ? (
            <Button className={styles.chipAction} onPress={() => set('checkinDate', undefined)}>
              {t('beneficiary.filters.clearCheckin')}
            </Button>
          ) : null}
        </div>
        <p id={dateHintId} className={styles.filterHint}>
          {t('beneficiary.filters.checkinHint')}
        </p>
      </div>
      {facets ? (
        <>
          <FacetChoice
            label={t('beneficiary.filters.region')}
            entries={facets.regions}
            selected={filters.region}
            onSelect={(id) => set('region', id)}
          />
          <FacetChoice
            label={t('beneficiary.filters.theme')}
            entries={facets.themes}
            selected={filters.theme}
            onSelect={(id) => set('theme', id)}
          />
        </>
      ) : null}
      {filters.hotelId ? (
        <div className={styles.filterGroup}>
          <p className={styles.filterHint}>{t('beneficiary.filters.oneHotel')}</p>
          <Button className={styles.chipAction} onPress={() => set('hotelId', undefined)}>
            {t('beneficiary.filters.allHotels')}
          </Button>
        </div>
      ) : null}
      {hasOffersFilters(filters) ? (
        <Button className={styles.linkButton} onPress={() => onChange({})}>
          {t('beneficiary.filters.reset')}
        </Button>
      ) : null}
    </section>
  );
}

interface FacetChoiceProps {
  label: string;
  entries: VoucherFacet[];
  selected: string | undefined;
  onSelect(id: string | undefined): void;
}

/** One facet as chips with their counts; one chip at most is chosen. Empty entries are left out. */
function FacetChoice({ label, entries, selected, onSelect }: FacetChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const shown = entries.filter((entry) => entry.count > 0 || String(entry.id) === selected);
  if (shown.length === 0) return null;
  return (
    <div className={styles.filterGroup}>
      <span id={labelId} className={styles.filterLabel}>
        {label}
      </span>
      <ToggleButtonGroup
        className={styles.chips}
        aria-labelledby={labelId}
        selectionMode="single"
        selectedKeys={selected ? [selected] : []}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          onSelect(next === undefined ? undefined : String(next));
        }}
      >
        {shown.map((entry) => (
          <ToggleButton key={entry.id} id={String(entry.id)} className={styles.chip}>
            {t('beneficiary.filters.facet', { label: entry.label, count: entry.count })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
