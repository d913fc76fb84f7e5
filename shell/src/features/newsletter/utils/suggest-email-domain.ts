/**
 * "You mean @{{suggestion}}?": a near miss of a common mail domain (gmial.com,
 * hotmal.fr, yahoo.con…) suggests the real one. Domains of the shop's five countries included.
 */
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'hotmail.fr',
  'hotmail.es',
  'hotmail.it',
  'outlook.com',
  'outlook.fr',
  'outlook.es',
  'live.com',
  'live.fr',
  'live.nl',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.es',
  'yahoo.it',
  'icloud.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'gmx.com',
  'gmx.fr',
  'libero.it',
  'virgilio.it',
  'telefonica.net',
  'ziggo.nl',
  'kpnmail.nl',
  'telenet.be',
  'skynet.be',
] as const;

/** Edit distance (insertions, deletions, substitutions, swaps of neighbours). */
function distance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The domain the address probably meant, or null when it is a known domain or nothing is close. */
export function suggestEmailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain.length < 4 || (COMMON_EMAIL_DOMAINS as readonly string[]).includes(domain)) return null;
  // Short domains tolerate one slip, longer ones two: "gmx.de" must not become "gmx.fr".
  const tolerance = domain.length <= 8 ? 1 : 2;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of COMMON_EMAIL_DOMAINS) {
    const candidateDistance = distance(domain, candidate);
    if (candidateDistance < bestDistance) {
      best = candidate;
      bestDistance = candidateDistance;
    }
  }
  return best !== null && bestDistance <= tolerance ? best : null;
}

/** The address with its domain replaced by the suggestion. */
export function withSuggestedDomain(email: string, domain: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, at + 1).trim()}${domain}`;
}
