/** A Saturday two to three weeks ahead, as ISO date and as react-aria's French cell label. */
export function upcomingWeekend(): { checkin: string; checkout: string; checkinLabel: RegExp; checkoutLabel: RegExp } {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() + 14);
  while (day.getDay() !== 6) day.setDate(day.getDate() + 1);
  const out = new Date(day);
  out.setDate(out.getDate() + 2);
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const label = (d: Date) =>
    new RegExp(new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(d));
  return { checkin: iso(day), checkout: iso(out), checkinLabel: label(day), checkoutLabel: label(out) };
}
