import type { ReactNode } from 'react';
import { PageSection } from '../../../components/page-section';

/** The ids of the page's sections: the tabs scroll to them. */
export const STAY_SECTION_IDS = {
  description: 'description',
  room: 'room',
  experience: 'experience',
  gift: 'gift',
  reviews: 'reviews',
  hotel: 'hotel',
  practical: 'practical',
} as const;

export type StaySectionKey = keyof typeof STAY_SECTION_IDS;

/** A titled section of the stay page that a tab can scroll to. */
export function StaySection({
  section,
  title,
  children,
}: {
  section: StaySectionKey;
  title: string;
  children: ReactNode;
}) {
  return (
    <PageSection id={STAY_SECTION_IDS[section]} title={title}>
      {children}
    </PageSection>
  );
}
