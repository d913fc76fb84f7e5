import { DateTime } from 'luxon';
import type { Flow } from '@escapade/shared-contracts/routes';

/** A product page shows at most 2 stress messages. */
export const MAX_STRESS_BADGES = 2;
/** "Only N rooms left" shows only when 3 rooms or fewer remain (and at least one). */
export const ROOMS_LEFT_SHOWN_UP_TO = 3;

/** The four colours a stress message can take. */
export type StressBadgeColour = 'scarcity' | 'reinsurance' | 'social' | 'alert';
export type StressBadgeKind = 'roomsLeft' | 'lastMinute' | 'expiry' | 'marketingLabel';

export interface StressBadge {
  kind: StressBadgeKind;
  colour: StressBadgeColour;
  /** Rooms left (roomsLeft), the offer's last day yyyy-MM-dd (expiry), the label text (marketingLabel). */
  value?: number | string;
}

export interface MarketingLabel {
  text: string;
  /** The colour chosen with the label; a label without one is social proof. */
  colour?: StressBadgeColour;
}

export interface StressSignals {
  /** Rooms the hotel still has for the criteria, when known. */
  roomsLeft?: number | null;
  /** The offer is a last-minute deal. */
  lastMinute?: boolean;
  /** Last day the offer can be bought, yyyy-MM-dd (or an ISO date-time), when it ends. */
  expiresOn?: string | null;
  marketingLabels?: readonly MarketingLabel[];
}

/** The colour of each kind of message (marketing labels bring their own). */
export const STRESS_BADGE_COLOURS: Readonly<Record<Exclude<StressBadgeKind, 'marketingLabel'>, StressBadgeColour>> = {
  roomsLeft: 'scarcity',
  lastMinute: 'alert',
  expiry: 'alert',
};
/** A marketing label without a colour of its own speaks of other shoppers: social. */
export const DEFAULT_MARKETING_LABEL_COLOUR: StressBadgeColour = 'social';

/**
 * The order messages compete in for the 2 places, most urgent first: rooms left, last minute,
 * expiry, then the marketing labels in the order they come. The gifting flow leaves out rooms
 * left and last minute: the beneficiary picks the dates later, so today's rooms do not matter.
 */
export const STRESS_BADGE_PRIORITY: readonly StressBadgeKind[] = [
  'roomsLeft',
  'lastMinute',
  'expiry',
  'marketingLabel',
];

/** Kinds left out of the gifting flow. */
const NOT_FOR_GIFTS: ReadonlySet<StressBadgeKind> = new Set(['roomsLeft', 'lastMinute']);

function candidateBadges(signals: StressSignals, now: DateTime): StressBadge[] {
  const badges: StressBadge[] = [];
  const rooms = signals.roomsLeft;
  if (typeof rooms === 'number' && Number.isInteger(rooms) && rooms >= 1 && rooms <= ROOMS_LEFT_SHOWN_UP_TO)
    badges.push({ kind: 'roomsLeft', colour: STRESS_BADGE_COLOURS.roomsLeft, value: rooms });
  if (signals.lastMinute) badges.push({ kind: 'lastMinute', colour: STRESS_BADGE_COLOURS.lastMinute });
  const lastDay = signals.expiresOn ? DateTime.fromISO(signals.expiresOn, { zone: now.zone }) : null;
  // An offer whose last day is gone has expired: the page shows "Too late!" instead.
  if (lastDay?.isValid && lastDay.endOf('day') >= now)
    badges.push({ kind: 'expiry', colour: STRESS_BADGE_COLOURS.expiry, value: lastDay.toISODate() ?? '' });
  for (const label of signals.marketingLabels ?? []) {
    if (label.text.trim() === '') continue;
    badges.push({ kind: 'marketingLabel', colour: label.colour ?? DEFAULT_MARKETING_LABEL_COLOUR, value: label.text });
  }
  return badges;
}

/**
 * The stress messages to show, in priority order, at most 2. `now` (in the shop's zone) tells
 * whether the offer's last day is still to come.
 */
export function stressBadges(signals: StressSignals, flow: Flow, now: DateTime): StressBadge[] {
  const rank = (badge: StressBadge) => STRESS_BADGE_PRIORITY.indexOf(badge.kind);
  return candidateBadges(signals, now)
    .filter((badge) => flow !== 'gifting' || !NOT_FOR_GIFTS.has(badge.kind))
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, MAX_STRESS_BADGES);
}
