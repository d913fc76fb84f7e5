import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { OpenerProps } from '../../../utils/lazy-part';
import styles from './mobile-action-bar.module.css';

/** An action of the bar: hidden (not rendered), disabled, or available. */
export interface ActionState {
  hidden?: boolean;
  disabled?: boolean;
  onPress(): void;
  /** What it opens is downloaded on first use: these start the download on a hint of a press. */
  openerProps?: OpenerProps;
}

export interface MobileActionBarProps {
  map: ActionState;
  sort: ActionState;
  filter: ActionState & { appliedCount: number };
}

/** Phones and tablets: Map, Sort and Filter under the banner; each can be hidden or disabled. */
export function MobileActionBar({ map, sort, filter }: MobileActionBarProps) {
  const { t } = useTranslation('results');
  return (
    <div className={styles.bar} role="toolbar" aria-label={t('actionBar.label')}>
      {map.hidden ? null : (
        <Button className={styles.action} isDisabled={map.disabled} onPress={map.onPress} {...map.openerProps}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zm0 0v14m6-12v14"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          {t('actionBar.map')}
        </Button>
      )}
      {sort.hidden ? null : (
        <Button className={styles.action} isDisabled={sort.disabled} onPress={sort.onPress} {...sort.openerProps}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M7 4v16m0 0l-3-3m3 3l3-3M17 20V4m0 0l-3 3m3-3l3 3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          {t('actionBar.sort')}
        </Button>
      )}
      {filter.hidden ? null : (
        <Button className={styles.action} isDisabled={filter.disabled} onPress={filter.onPress} {...filter.openerProps}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M4 6h16M7 12h10M10 18h4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          {t('actionBar.filter')}
          {filter.appliedCount > 0 ? (
            <span className={styles.badge}>
              <span aria-hidden="true">{filter.appliedCount}</span>
              <VisuallyHidden elementType="span">
                {t('filters.appliedCount', { count: filter.appliedCount })}
              </VisuallyHidden>
            </span>
          ) : null}
        </Button>
      )}
    </div>
  );
}
