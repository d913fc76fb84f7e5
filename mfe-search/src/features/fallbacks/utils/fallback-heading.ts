import type { Fallback } from './build-fallbacks';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a suggestion section relaxes, in words: "Arcachon et ses environs (30 km) · Toutes les
 * thématiques · À d'autres dates". Only what changed from the exact search is named.
 */
export function fallbackHeading({ key, destinationLabel }: Fallback, t: Translate): string {
  const parts: string[] = [];
  const destination = key.destination;
  if (destination?.isAround && (destination.type === 'city' || destination.type === 'poi')) {
    parts.push(
      destinationLabel
        ? t('fallbacks.around', { place: destinationLabel, distance: distanceOf(key.value) })
        : t('fallbacks.aroundUnknown', { distance: distanceOf(key.value) }),
    );
  } else if (destination?.isExpanded) {
    const kind = destination.type === 'region' ? 'region' : 'country';
    parts.push(destinationLabel ? t(`fallbacks.${kind}`, { place: destinationLabel }) : t(`fallbacks.${kind}Unknown`));
  }
  if (key.category?.isRemoved) parts.push(t('fallbacks.allThemes'));
  if (key.dates?.isRemoved) parts.push(t('fallbacks.otherDates'));
  if (parts.length === 0) parts.push(t('fallbacks.suggestion', { order: key.order }));
  return parts.join(' · ');
}

/** The distance written in the key's destination part ("city30" → 30). */
function distanceOf(value: string): number {
  const match = /^[a-z]+(\d+(?:\.\d+)?)/.exec(value);
  return match ? Number(match[1]) : 0;
}
