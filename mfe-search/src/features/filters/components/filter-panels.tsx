/**
 * The contents of the filter dropdowns, shared by the desktop filter bar and the mobile filter
 * modal. Each edits the draft filters; nothing reaches the URL until it is applied.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import type { Flow } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../context/remote-props';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { DISTANCE_STEP, PRICE_STEP } from '../utils/filter-constants';
import type { FacetsResponse } from '../api/get-facets';
import { facetValuesOf } from '../state/use-facets';
import {
  clampDistanceBounds,
  distanceSliderValue,
  withDistanceIncluded,
  type FilterState,
} from '../utils/filter-state';
import {
  isOpenMaximum,
  priceFromSlider,
  priceSliderBounds,
  priceSliderValue,
  priceWithTypedAmount,
  type PriceBound,
} from '../utils/price-slider';
import { FacetCheckboxList } from './facet-checkbox-list';
import { FilterCheckbox } from './filter-checkbox';
import { RangeSlider } from './range-slider';
import { ScoreOptions } from './score-options';
import { StarOptions } from './star-options';
import styles from './filter-options.module.css';
import priceStyles from './price-panel.module.css';
import { DISTANCE_SLIDER } from '@escapade/shared-contracts/search-criteria';

export interface FilterPanelProps {
  draft: FilterState;
  onChange(next: FilterState): void;
  facets: FacetsResponse | null;
  /** Hide the group label when a dropdown's title already names it. */
  inDropdown?: boolean;
}

/** Activities (tags): a zero-count activity is disabled; none at all reads "No activity found for this search". */
export function ActivitiesPanel({ draft, onChange, facets, inDropdown = false }: FilterPanelProps) {
  const { t } = useTranslation('results');
  const values = facetValuesOf(facets, 'tag');
  if (facets && values.length === 0) return <p className={styles.empty}>{t('filters.noActivities')}</p>;
  return (
    <FacetCheckboxList
      label={t('filters.activities')}
      hideLabel={inDropdown}
      values={values}
      selected={draft.activities.map(String)}
      onChange={(selected) => onChange({ ...draft, activities: selected.map(Number) })}
    />
  );
}

export function FacilitiesPanel({ draft, onChange, facets, inDropdown = false }: FilterPanelProps) {
  const { t } = useTranslation('results');
  return (
    <FacetCheckboxList
      label={t('filters.facilities')}
      hideLabel={inDropdown}
      values={facetValuesOf(facets, 'facility')}
      selected={draft.facilities}
      onChange={(facilities) => onChange({ ...draft, facilities })}
    />
  );
}

/** "More filters": hotel types, environments, styles, stars (5/4/3) and score (9/8/7/all). */
export function MoreFiltersPanel({ draft, onChange, facets }: FilterPanelProps) {
  const { t } = useTranslation('results');
  return (
    <>
      <StarOptions
        values={facetValuesOf(facets, 'stars')}
        selected={draft.stars}
        onChange={(stars) => onChange({ ...draft, stars })}
      />
      <ScoreOptions
        values={facetValuesOf(facets, 'score')}
        score={draft.score}
        onChange={(score) => onChange({ ...draft, score })}
      />
      <FacetCheckboxList
        label={t('filters.hotelTypes')}
        values={facetValuesOf(facets, 'type')}
        selected={draft.hotelTypes}
        onChange={(hotelTypes) => onChange({ ...draft, hotelTypes })}
      />
      <FacetCheckboxList
        label={t('filters.hotelEnvironments')}
        values={facetValuesOf(facets, 'environment')}
        selected={draft.hotelEnvironments}
        onChange={(hotelEnvironments) => onChange({ ...draft, hotelEnvironments })}
      />
      <FacetCheckboxList
        label={t('filters.hotelStyles')}
        values={facetValuesOf(facets, 'style')}
        selected={draft.hotelStyles}
        onChange={(hotelStyles) => onChange({ ...draft, hotelStyles })}
      />
    </>
  );
}

/** The title of the price slider per flow: a stay, a gift voucher, or an activity per person. */
const PRICE_RANGE_LABEL_KEY: Readonly<Record<Flow, string>> = {
  booking: 'filters.priceRange',
  hotel: 'filters.priceRange',
  gifting: 'filters.giftPriceRange',
  activity: 'filters.activityPriceRange',
};

/**
 * The price slider: two thumbs over the flow's range (PRICE_SLIDER_RANGES, "250 €+" at the end),
 * and two fields to type amounts. The range, the fields and the thumbs all show the filter itself,
 * so they always read what is searched.
 */
export function PricePanel({ draft, onChange, flow }: FilterPanelProps & { flow: Flow }) {
  const { t } = useTranslation('results');
  const { locale } = useRemoteProps();
  const bounds = priceSliderBounds(flow);
  const value = priceSliderValue(draft.price, flow);
  const format = (euros: number) => `${formatEuros(euros * 100, locale)}${isOpenMaximum(euros) ? '+' : ''}`;
  const typed = (bound: PriceBound) => (text: string) => {
    const price = priceWithTypedAmount(draft.price, flow, bound, text);
    if (price) onChange({ ...draft, price });
  };

  return (
    <div className={priceStyles.panel}>
      <RangeSlider
        label={t(PRICE_RANGE_LABEL_KEY[flow])}
        minValue={bounds.min}
        maxValue={bounds.max}
        step={PRICE_STEP}
        value={value}
        onCommit={(next) => onChange({ ...draft, price: priceFromSlider(next) })}
        formatValue={format}
        thumbLabels={[t('filters.priceMin'), t('filters.priceMax')]}
      />
      <div className={priceStyles.fields}>
        <AmountField label={t('filters.priceMin')} value={value[0]} onCommit={typed('min')} />
        <AmountField label={t('filters.priceMax')} value={value[1]} onCommit={typed('max')} />
      </div>
    </div>
  );
}

/**
 * A typed euro amount. While the visitor types, the field shows the text; once left (or Enter),
 * it shows the amount the filter holds again, corrected if need be (first digits, 9 € or less).
 */
function AmountField({ label, value, onCommit }: { label: string; value: number; onCommit(text: string): void }) {
  const [typing, setTyping] = useState<string | null>(null);
  const commit = () => {
    if (typing !== null) onCommit(typing);
    setTyping(null);
  };
  return (
    <TextField
      className={priceStyles.field}
      value={typing ?? String(value)}
      onChange={setTyping}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    >
      <Label className={priceStyles.fieldLabel}>{label}</Label>
      <span className={priceStyles.fieldBox}>
        <Input className={priceStyles.fieldInput} inputMode="numeric" />
        <span className={priceStyles.currency} aria-hidden="true">
          €
        </span>
      </span>
    </TextField>
  );
}

/**
 * Distance around the searched place: "Include offers around" is ticked whenever the search covers
 * the area around it (a distance, or a city or poi, which always brings its 30 km); ticking it
 * turns the distance on over the search's default range, unticking turns it off (no distance); the
 * slider chooses the range, clamped to the limits.
 */
export function DistancePanel({
  draft,
  onChange,
  defaults,
}: FilterPanelProps & { defaults: { min: number; max: number } }) {
  const { t } = useTranslation('results');
  return (
    <div>
      <FilterCheckbox
        isSelected={draft.isDistanceActive}
        onChange={(included) => onChange(withDistanceIncluded(draft, included, defaults))}
      >
        {t('filters.includeAround')}
      </FilterCheckbox>
      <p className={styles.note}>{t('filters.distanceNote')}</p>
      <RangeSlider
        label={t('filters.distanceRange')}
        minValue={DISTANCE_SLIDER.min}
        maxValue={DISTANCE_SLIDER.max}
        step={DISTANCE_STEP}
        value={distanceSliderValue(draft, defaults)}
        onCommit={([min, max]) =>
          onChange({ ...draft, isDistanceActive: true, distance: clampDistanceBounds({ min, max }) })
        }
        formatValue={(km) => t('filters.kilometres', { km })}
        thumbLabels={[t('filters.distanceMin'), t('filters.distanceMax')]}
        isDisabled={!draft.isDistanceActive}
      />
    </div>
  );
}
