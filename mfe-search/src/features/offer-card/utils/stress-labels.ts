import { DateTime } from 'luxon';
import { EXPIRY_STRESS_WITHIN_DAYS, MAX_STRESS_LABELS, ROOMS_LEFT_STRESS_MAX } from './offer-card-constants';

/** The colours of stress messages. */
export type StressColour = 'scarcity' | 'reinsurance' | 'social' | 'alert';

export type StressLabel =
  | { kind: 'roomsLeft'; colour: StressColour; count: number }
  | { kind: 'lastMinute'; colour: StressColour }
  | { kind: 'expiry'; colour: StressColour; date: string }
  | { kind: 'marketing'; colour: StressColour; text: string };

export interface StressSource {
  availableRooms: number | null | undefined;
  lastMinute: boolean;
  /** Last day of sale, yyyy-MM-dd. */
  expiration: string | null;
  marketingLabels: readonly string[];
}

/**
 * The stress messages of a card, most urgent first, at most 2: rooms left
 * (only with 3 rooms or fewer, scarcity), last minute (alert), the offer's expiry when it is
 * near (alert), then the marketing labels (social proof). A gift is a voucher used later, on dates
 * of the beneficiary's choosing: rooms left and last minute say nothing about it.
 */
export function stressLabelsOf(
  source: StressSource,
  today: DateTime = DateTime.now(),
  { forGift = false }: { forGift?: boolean } = {},
): StressLabel[] {
  const labels: StressLabel[] = [];
  const rooms = source.availableRooms;
  if (!forGift && typeof rooms === 'number' && rooms > 0 && rooms <= ROOMS_LEFT_STRESS_MAX)
    labels.push({ kind: 'roomsLeft', colour: 'scarcity', count: rooms });
  if (!forGift && source.lastMinute) labels.push({ kind: 'lastMinute', colour: 'alert' });
  if (source.expiration) {
    const expiry = DateTime.fromISO(source.expiration);
    const daysLeft = expiry.isValid ? expiry.startOf('day').diff(today.startOf('day'), 'days').days : Number.NaN;
    if (daysLeft >= 0 && daysLeft <= EXPIRY_STRESS_WITHIN_DAYS)
      labels.push({ kind: 'expiry', colour: 'alert', date: source.expiration });
  }
  for (const text of source.marketingLabels) {
    if (text.trim()) labels.push({ kind: 'marketing', colour: 'social', text });
  }
  return labels.slice(0, MAX_STRESS_LABELS);
}
