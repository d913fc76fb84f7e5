import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, type CheckboxProps } from 'react-aria-components/Checkbox';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import styles from './filter-options.module.css';

/**
 * What the filters' counts count: hotels on the stays' results, activities on the activity list
 * (whose filters provide it).
 */
export const FilterCountsContext = createContext<'hotels' | 'activities'>('hotels');

const COUNT_KEY = { hotels: 'filters.hotelCount', activities: 'filters.activityCount' } as const;

/** A checkbox of the filters: a drawn box, the label and, when known, the count of hotels or activities. */
export function FilterCheckbox({
  children,
  count,
  ...props
}: Omit<CheckboxProps, 'children' | 'className'> & { children: ReactNode; count?: number }) {
  const { t } = useTranslation('results');
  const counted = useContext(FilterCountsContext);
  return (
    <Checkbox {...props} className={styles.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected ? (
              <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" />
              </svg>
            ) : null}
          </span>
          <span className={styles.optionLabel}>{children}</span>
          {count !== undefined ? (
            <>
              <span className={styles.optionCount} aria-hidden="true">
                {count}
              </span>
              <VisuallyHidden elementType="span">{t(COUNT_KEY[counted], { count })}</VisuallyHidden>
            </>
          ) : null}
        </>
      )}
    </Checkbox>
  );
}
