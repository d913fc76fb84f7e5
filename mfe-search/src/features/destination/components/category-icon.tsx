/** Icons of the destination options: one per place category, plus position, recent and stay. */
export type DestinationIconName =
  'city' | 'department' | 'region' | 'country' | 'hotel' | 'poi' | 'around' | 'recent' | 'offer';

/** 24×24 outline paths. */
const PATHS: Record<DestinationIconName, string> = {
  // buildings
  city: 'M3 21V9l6-3v15M9 21V3l8 4v14M17 21v-8l4 2v6M2 21h20M12 8h2M12 12h2M12 16h2',
  // map fold
  department: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  // mountains
  region: 'M2 20l7-12 4 7 3-4 6 9z',
  // globe
  country: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  // bed
  hotel: 'M3 18V6M3 14h18v4M21 14v-3a3 3 0 00-3-3h-7v6M7 11a1.5 1.5 0 100-.01',
  // pin
  poi: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z',
  // crosshair
  around: 'M12 4a8 8 0 100 16 8 8 0 000-16zM12 1v4M12 19v4M1 12h4M19 12h4M12 10a2 2 0 100 4 2 2 0 000-4z',
  // clock
  recent: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 3',
  // tag
  offer: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
};

/** Place categories beyond the icons (ski or sea resorts…) show the pin. */
export function iconOfCategory(category: string): DestinationIconName {
  return category in PATHS ? (category as DestinationIconName) : 'poi';
}

export function CategoryIcon({ icon, className }: { icon: DestinationIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
