/** Percent of an amount in cents, rounded up to the cent; integer arithmetic so 4.5 % of 20 000 is exactly 900. */
export function percentOfCentsRoundedUp(amount: number, percent: number): number {
  const hundredthsOfPercent = Math.round(percent * 100);
  return Math.ceil((amount * hundredthsOfPercent) / 10_000);
}
