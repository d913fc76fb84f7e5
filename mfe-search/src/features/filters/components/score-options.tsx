import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORE_OPTIONS } from '../utils/filter-constants';
import type { FacetValue } from '../api/get-facets';
import { facetCountOf } from '../state/use-facets';
import { chooseScore, isScoreOptionChecked } from '../utils/filter-state';
import { FilterCheckbox } from './filter-checkbox';
import styles from './filter-options.module.css';

/**
 * Score options 9, 8, 7 or all. An option is checked when its value is at or above the
 * chosen score; choosing the chosen score again resets it; zero-count options are disabled.
 */
export function ScoreOptions({
  values,
  score,
  onChange,
}: {
  values: readonly FacetValue[];
  score: number | null;
  onChange(score: number | null): void;
}) {
  const { t } = useTranslation('results');
  const labelId = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.groupLabel}>
        {t('filters.score')}
      </span>
      <div className={styles.options}>
        {SCORE_OPTIONS.map((option) => {
          const count = facetCountOf(values, option);
          const name = values.find((value) => Number(value.id) === option)?.name;
          return (
            <FilterCheckbox
              key={option}
              count={count}
              isSelected={isScoreOptionChecked(option, score)}
              isDisabled={count === 0}
              onChange={() => onChange(chooseScore(score, option))}
            >
              {name ?? t('filters.scoreOption', { score: option })}
            </FilterCheckbox>
          );
        })}
        <FilterCheckbox isSelected={isScoreOptionChecked(null, score)} onChange={() => onChange(null)}>
          {t('filters.scoreAll')}
        </FilterCheckbox>
      </div>
    </div>
  );
}
