import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { ACTIVITY_LIST_COLLAPSED_HEIGHT_PX } from '../utils/activity-constants';
import styles from './activity-results.module.css';

/**
 * The activity list is collapsed at a height of 124 px; "See more" opens it,
 * "See less" closes it. The button shows only when the list is taller than that.
 */
export function CollapsibleActivityList({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('cards');
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > ACTIVITY_LIST_COLLAPSED_HEIGHT_PX + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);

  const collapsed = overflows && !expanded;
  return (
    <div className={styles.activityList}>
      <ul
        ref={list}
        id={listId}
        aria-label={label}
        className={collapsed ? `${styles.packages} ${styles.collapsed}` : styles.packages}
        style={collapsed ? { maxHeight: ACTIVITY_LIST_COLLAPSED_HEIGHT_PX } : undefined}
        data-collapsed={collapsed ? 'true' : 'false'}
      >
        {children}
      </ul>
      {overflows ? (
        <Button
          className={styles.seeMore}
          aria-expanded={expanded}
          aria-controls={listId}
          onPress={() => setExpanded((open) => !open)}
        >
          {expanded ? t('activity.seeLess') : t('activity.seeMore')}
        </Button>
      ) : null}
    </div>
  );
}
