import { useId, useState } from 'react';
import { PageSection } from '../../../components/page-section';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { activitySummaryExcerpt } from '../../../utils/truncate';
import styles from './activity-sections.module.css';

/** "The activity": its summary, cut to 250 characters with "see more" / "see less" when longer. */
export function ActivityDescription({ description }: { description: string }) {
  const { t } = useTranslation('activity');
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  if (!description.trim()) return null;
  const excerpt = activitySummaryExcerpt(description);
  return (
    <PageSection id="activity-description" title={t('description.title')}>
      <p id={textId} className={styles.text}>
        {expanded ? description.trim() : excerpt.text}
      </p>
      {excerpt.truncated ? (
        <Button
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={textId}
          onPress={() => setExpanded((shown) => !shown)}
        >
          {expanded ? t('description.seeLess') : t('description.seeMore')}
        </Button>
      ) : null}
    </PageSection>
  );
}
