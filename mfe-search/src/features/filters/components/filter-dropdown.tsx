import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Popover, VisuallyHidden } from 'react-aria-components';
import type { FilterActions } from '../state/use-filter-actions';
import type { FilterGroup } from '../utils/filter-state';
import styles from './filter-dropdown.module.css';

export interface FilterDropdownProps {
  group: FilterGroup;
  label: string;
  /** Filters of this dropdown applied in the URL (shown on the button). */
  appliedCount: number;
  actions: FilterActions;
  children: ReactNode;
}

/**
 * One dropdown of the filter bar: Confirm applies and closes, Cancel
 * and Escape close and restore from the URL, Clear removes the filter and searches, a click outside
 * applies (or clears when nothing is chosen).
 */
export function FilterDropdown({ group, label, appliedCount, actions, children }: FilterDropdownProps) {
  const { t } = useTranslation('results');
  const isOpen = actions.openGroup === group;

  // The popover closes the same way on Escape and on a click outside; the shop treats them apart
  // (Escape closes like Cancel, a click outside applies), so note an Escape before it closes.
  const closingByEscape = useRef(false);
  useEffect(() => {
    if (!isOpen) return;
    closingByEscape.current = false;
    const noteEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closingByEscape.current = true;
    };
    document.addEventListener('keydown', noteEscape, true);
    return () => document.removeEventListener('keydown', noteEscape, true);
  }, [isOpen]);

  const onOpenChange = (open: boolean) => {
    if (open) actions.open(group);
    else if (closingByEscape.current) actions.cancel();
    else actions.dismiss(group);
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={`${styles.trigger} ${appliedCount > 0 ? styles.triggerActive : ''}`}>
        {label}
        {appliedCount > 0 ? (
          <span className={styles.count}>
            <span aria-hidden="true">{appliedCount}</span>
            <VisuallyHidden elementType="span">{t('filters.appliedCount', { count: appliedCount })}</VisuallyHidden>
          </span>
        ) : null}
        <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
      <Popover className={styles.popover} placement="bottom start" offset={8}>
        <Dialog className={styles.dialog} aria-label={label}>
          <div className={styles.panel}>
            <Heading slot="title" className={styles.heading}>
              {label}
            </Heading>
            <div className={styles.body}>{children}</div>
            <div className={styles.footer}>
              <Button className={styles.linkButton} onPress={() => actions.clear(group)}>
                {t('filters.clear')}
              </Button>
              <span className={styles.footerEnd}>
                <Button className={styles.secondary} onPress={actions.cancel}>
                  {t('filters.cancel')}
                </Button>
                <Button className={styles.primary} onPress={actions.confirm}>
                  {t('filters.confirm')}
                </Button>
              </span>
            </div>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
