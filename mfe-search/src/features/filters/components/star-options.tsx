import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { STAR_OPTIONS } from '../utils/filter-constants';
import type { FacetValue } from '../api/get-facets';
import { facetCountOf } from '../state/use-facets';
import { isOptionDisabled } from '../utils/filter-state';
import { FilterCheckbox } from './filter-checkbox';
import styles from './filter-options.module.css';

/** Star options 5, 4, 3, several at once. */
export function StarOptions({
  values,
  selected,
  onChange,
}: {
  values: readonly FacetValue[];
  selected: readonly number[];
  onChange(stars: number[]): void;
}) {
  const { t } = useTranslation('results');
  return (
    <CheckboxGroup
      className={styles.group}
      value={selected.map(String)}
      onChange={(next) => onChange(next.map(Number))}
    >
      <Label className={styles.groupLabel}>{t('filters.stars')}</Label>
      <div className={styles.options}>
        {STAR_OPTIONS.map((stars) => {
          const count = facetCountOf(values, stars);
          return (
            <FilterCheckbox
              key={stars}
              value={String(stars)}
              count={count}
              isDisabled={isOptionDisabled(count, selected.includes(stars))}
            >
              <span className={styles.stars} aria-hidden="true">
                {'★'.repeat(stars)}
              </span>
              <VisuallyHidden elementType="span">{t('filters.starsOption', { count: stars })}</VisuallyHidden>
            </FilterCheckbox>
          );
        })}
      </div>
    </CheckboxGroup>
  );
}
