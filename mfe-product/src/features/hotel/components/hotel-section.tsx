import type { ReactNode } from 'react';
import styles from './hotel-sections.module.css';

/** The ids of the page's own sections: the tabs and the offers anchor lead there. */
export const HOTEL_SECTION_IDS = {
  about: 'about',
  offers: 'offers',
  nearby: 'nearby-hotels',
} as const;

/** A titled section of the hotel page. */
export function HotelSection({
  section,
  title,
  children,
}: {
  section: keyof typeof HOTEL_SECTION_IDS;
  title: string;
  children: ReactNode;
}) {
  const id = HOTEL_SECTION_IDS[section];
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
