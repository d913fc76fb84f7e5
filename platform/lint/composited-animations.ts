/**
 * Animations the compositor runs on its own: opacity and transform (and filter). Any other animated
 * property (a gradient's background-position, a width, a colour) makes the browser restyle and
 * repaint on the main thread on every frame, for as long as the animation runs: a page of skeleton
 * placeholders that shimmer that way keeps the thread busy in the very seconds the page's code
 * starts, and a phone answers its first tap late.
 */
import fs from 'node:fs';
import path from 'node:path';

export const COMPOSITED_PROPERTIES: ReadonlySet<string> = new Set([
  'opacity',
  'transform',
  'translate',
  'rotate',
  'scale',
  'filter',
]);

export interface SlowKeyframes {
  name: string;
  properties: string[];
}

/** The @keyframes of a stylesheet that animate a property the compositor cannot run alone. */
export function keyframesOffTheCompositor(css: string): SlowKeyframes[] {
  const found: SlowKeyframes[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}/g)) {
    const properties = [...match[2]!.matchAll(/([a-z-]+)\s*:/g)].map((property) => property[1]!);
    const slow = [...new Set(properties.filter((property) => !COMPOSITED_PROPERTIES.has(property)))];
    if (slow.length > 0) found.push({ name: match[1]!, properties: slow });
  }
  return found;
}

/** Every stylesheet under a folder, node_modules and build output left out. */
export function stylesheetsUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheetsUnder(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}
