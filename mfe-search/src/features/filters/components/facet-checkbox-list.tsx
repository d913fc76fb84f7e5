import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import type { FacetValue } from '../api/get-facets';
import { isOptionDisabled } from '../utils/filter-state';
import { FilterCheckbox } from './filter-checkbox';
import styles from './filter-options.module.css';

export interface FacetCheckboxListProps {
  label: string;
  /** The facet group's values (id, name, count). */
  values: readonly FacetValue[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  /** Hide the group label (a dropdown whose title already says it). */
  hideLabel?: boolean;
}

/**
 * A multi-select facet (hotel types, environments, styles, facilities): toggling adds or removes a
 * value; a value with no hotel is disabled unless already checked.
 */
export function FacetCheckboxList({ label, values, selected, onChange, hideLabel = false }: FacetCheckboxListProps) {
  if (values.length === 0) return null;
  return (
    <CheckboxGroup
      className={styles.group}
      value={[...selected]}
      onChange={onChange}
      aria-label={hideLabel ? label : undefined}
    >
      {hideLabel ? null : <Label className={styles.groupLabel}>{label}</Label>}
      <div className={styles.options}>
        {values.map((value) => {
          const id = String(value.id);
          return (
            <FilterCheckbox
              key={id}
              value={id}
              count={value.count}
              isDisabled={isOptionDisabled(value.count, selected.includes(id))}
            >
              {value.name ?? id}
            </FilterCheckbox>
          );
        })}
      </div>
    </CheckboxGroup>
  );
}
