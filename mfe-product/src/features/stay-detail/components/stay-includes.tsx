import { useTranslation } from 'react-i18next';
import type { StayDetail } from '../api/get-stay-detail';
import { ProgrammeLines } from './programme-lines';
import { StaySection } from './stay-section';

/** "Your stay includes": the programme lines of the offer, each opening its details. */
export function StayIncludes({ programLines }: { programLines: StayDetail['programLines'] }) {
  const { t } = useTranslation();
  if (programLines.length === 0) return null;
  return (
    <StaySection section="experience" title={t('stay.includes.title')}>
      <ProgrammeLines lines={programLines} />
    </StaySection>
  );
}
