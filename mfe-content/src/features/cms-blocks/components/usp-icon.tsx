import type { UspIcon as UspIconName } from './cms-block';

/** Strokes of each reassurance icon, drawn on a 24 × 24 grid in the text colour. */
const ICON_PATHS: Readonly<Record<UspIconName, readonly string[]>> = {
  // A price tag with a euro sign.
  price: [
    'M3 12.2V4.5A1.5 1.5 0 0 1 4.5 3h7.7l8.8 8.8a1.5 1.5 0 0 1 0 2.1l-7.1 7.1a1.5 1.5 0 0 1-2.1 0z',
    'M12.5 9.6a2.6 2.6 0 1 0 0 3.8',
    'M8.8 10.8h3M8.8 12.4h3',
  ],
  // An arrow turning back: the stay can be cancelled.
  cancel: ['M4 12a8 8 0 1 0 2.4-5.7', 'M4 4v4.5h4.5', 'M9.5 9.5l5 5M14.5 9.5l-5 5'],
  // A headset: someone answers.
  support: [
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14h3v5H5.5A1.5 1.5 0 0 1 4 17.5zM20 14h-3v5h1.5a1.5 1.5 0 0 0 1.5-1.5z',
    'M17 19c0 1.1-1.8 2-4 2',
  ],
  // A wrapped present.
  gift: ['M4 9h16v4H4zM5 13h14v8H5z', 'M12 9v12', 'M12 9C10 5 6.5 5 7 7.5S12 9 12 9zM12 9c2-4 5.5-4 5-1.5S12 9 12 9z'],
  // A calendar page.
  calendar: [
    'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5z',
    'M4 10h16',
    'M8 3v4M16 3v4',
    'M8 14h3v3H8z',
  ],
  // A delivery van.
  delivery: ['M2.5 6h11v10h-11zM13.5 9.5h4l3 3.5V16h-7', 'M7 18.5a1.8 1.8 0 1 0 0-.1M17 18.5a1.8 1.8 0 1 0 0-.1'],
};

/** The icon of a reassurance item; decorative, its title says the same. */
export function UspIcon({ name, className }: { name: UspIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {(ICON_PATHS[name] ?? ICON_PATHS.gift).map((path) => (
        <path
          key={path}
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
