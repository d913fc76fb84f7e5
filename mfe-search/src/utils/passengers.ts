/** The travellers of a search and their rules. */
import { paxLimitsFor, type PaxKind } from '@escapade/shared-contracts/search-criteria';
import type { Flow } from '@escapade/shared-contracts/routes';

export interface Passengers {
  adults: number;
  children: number;
  babies: number;
}

/**
 * One counter changed: a value that is not a whole number within its range (adults 1–20, children
 * and babies 0–10; 1 to 2 participants in the activity flow) is ignored.
 */
export function changePassengers(current: Passengers, kind: PaxKind, value: number, flow: Flow): Passengers {
  const limits = paxLimitsFor(flow)[kind];
  if (!Number.isInteger(value) || value < limits.min || value > limits.max) return current;
  return { ...current, [kind]: value };
}

/** A single room is chosen automatically as soon as a child or a baby comes. */
export function isSingleRoom(passengers: Passengers): boolean {
  return passengers.children + passengers.babies > 0;
}

/** Activities count participants only: the adults, within the flow's range. */
export function participantsOf(passengers: Passengers, flow: Flow): number {
  const limits = paxLimitsFor(flow).adults;
  return Math.min(Math.max(passengers.adults, limits.min), limits.max);
}
