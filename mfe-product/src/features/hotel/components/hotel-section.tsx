import type { ReactNode } from 'react';
import { PageSection } from '../../../components/page-section';

/** The ids of the page's own sections: the tabs and the offers anchor lead there. */
export const HOTEL_SECTION_IDS = {
  about: 'about',
  offers: 'offers',
  nearby: 'nearby-hotels',
} as const;

/** A titled section of the hotel page: more room between its large blocks (room cards, details). */
export function HotelSection({
  section,
  title,
  children,
}: {
  section: keyof typeof HOTEL_SECTION_IDS;
  title: string;
  children: ReactNode;
}) {
  return (
    <PageSection id={HOTEL_SECTION_IDS[section]} title={title} spacing="wide">
      {children}
    </PageSection>
  );
}
