import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, type CheckboxProps } from 'react-aria-components/Checkbox';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import styles from './filter-options.module.css';

/** A checkbox of the filters: a drawn box, the label and, when known, the count of hotels. */
export function FilterCheckbox({
  children,
  count,
  ...props
}: Omit<CheckboxProps, 'children' | 'className'> & { children: ReactNode; count?: number }) {
  const { t } = useTranslation('results');
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
              <VisuallyHidden elementType="span">{t('filters.hotelCount', { count })}</VisuallyHidden>
            </>
          ) : null}
        </>
      )}
    </Checkbox>
  );
}
