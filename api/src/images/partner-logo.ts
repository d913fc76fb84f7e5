/**
 * Generated partner logos (minisites): a masthead with the initials of the partner's address
 * (`journal-des-loisirs` → JL), in a colour drawn from it, so the same URL always shows the same logo.
 */
import { createRandom, hashString } from '../generator/prng';

/** The logo is drawn on this canvas and scaled (letterboxed, never cropped) to the asked size. */
const W = 300;
const H = 100;
const MAX_INITIALS = 3;
/** Short linking words of the partners' names, left out of the initials. */
const LINKING_WORDS = new Set(['le', 'la', 'les', 'l', 'de', 'des', 'du', 'd', 'het', 'van', 'der', 'en', 'et']);
const INKS = ['#0b5d66', '#1d2433', '#8c3b2e', '#1f5f8b', '#5a2d4a', '#2f7a5c'];

export interface LogoRequest {
  seed: string;
  width: number;
  height: number;
}

export function partnerInitials(seed: string): string {
  const words = seed.toLowerCase().split(/[-_]+/).filter(Boolean);
  const meaningful = words.filter((word) => !LINKING_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words)
    .slice(0, MAX_INITIALS)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function renderPartnerLogo({ seed, width, height }: LogoRequest): string {
  const random = createRandom(hashString(`logo:${seed}`));
  const ink = random.pick(INKS);
  const initials = partnerInitials(seed);
  const fontSize = initials.length > 2 ? 46 : 56;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid meet" role="img">` +
    `<rect x="2" y="2" width="${W - 4}" height="${H - 4}" rx="10" fill="#fff" stroke="${ink}" stroke-width="4"/>` +
    `<rect x="16" y="16" width="68" height="68" rx="8" fill="${ink}"/>` +
    `<path d="M30 66 L50 34 L70 66 Z" fill="#fff" opacity="0.9"/>` +
    `<text x="190" y="${H / 2}" dominant-baseline="central" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${fontSize}" letter-spacing="4" fill="${ink}">${initials}</text>` +
    `<rect x="110" y="82" width="160" height="3" fill="${ink}" opacity="0.6"/>` +
    `</svg>`
  );
}
