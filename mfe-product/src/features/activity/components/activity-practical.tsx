import { PageSection } from '../../../components/page-section';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../api/get-activity-detail';
import { InfoList } from './activity-section';

/** "Practical information": where the activity takes place, what is nice to know, what is important. */
export function ActivityPractical({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activity');
  const places = detail.locations.map((location) =>
    [location.address, location.label].filter((part) => part.trim() !== '').join(', '),
  );
  if (places.length + detail.niceToKnow.length + detail.importantInformation.length === 0) return null;
  return (
    <PageSection id="activity-practical" title={t('practical.title')}>
      <InfoList title={t('practical.locations', { count: places.length })} items={places} />
      <InfoList title={t('practical.niceToKnow')} items={detail.niceToKnow} />
      <InfoList title={t('practical.important')} items={detail.importantInformation} />
    </PageSection>
  );
}
