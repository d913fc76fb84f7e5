/** Whole hours and the minutes left (90 → 1 h 30). */
export function durationParts(minutes: number): { hours: number; rest: number } {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  return { hours: Math.floor(total / 60), rest: total % 60 };
}
