/**
 * A page the server rendered is readable, and its links work, before any script ran. On a phone's
 * slow connection the scripts that make it interactive (the shell's, the remote's, hundreds of KB)
 * would share the bandwidth with what the page shows first and push its first paint back. So the
 * preloads and main.js move from the <head> into a small inline script that adds them later:
 * - `load`: the page holds the route's whole content; the scripts start once it has loaded (its
 *   images included), so the largest image of the first screen arrives first;
 * - `paint`: the page holds the frame and the route's content comes from the browser (the search
 *   page, whose criteria are in the hash); the scripts start right after the first paint.
 * Either way they start at once when the visitor touches, clicks or types, and after
 * BOOT_AT_LATEST_MS at the latest, whatever happens (a background tab paints nothing). A page the
 * browser has to draw alone keeps them in the head.
 *
 * A press on a button the page shows before its code has taken it over is held and replayed then
 * (early-press-replay.ts): the loader's script carries that replay too, and the loading of the
 * locale data the start-up would otherwise do in its busiest task (intl-warm-up.ts).
 */
import { EARLY_PRESS_REPLAY_SCRIPT } from './early-press-replay';
import { INTL_WARM_UP_FUNCTION, INTL_WARM_UP_SCRIPT } from './intl-warm-up';

export type BootMoment = 'load' | 'paint';

/** However long the page's images take, the scripts start after this many ms from the end of the HTML. */
export const BOOT_AT_LATEST_MS = 3000;

/** A script or preload tag of the <head>, as the attributes the loader gives the element it creates. */
export interface DeferredTag {
  tag: 'script' | 'link';
  attributes: Record<string, string>;
}

const ATTRIBUTE = /([a-z-]+)(?:=(?:"([^"]*)"|([^\s">]+)))?/gi;

/**
 * Tags added per task. Each one starts a request, which costs the browser's main thread about a
 * millisecond on a desktop and seven on a mid-range phone: the twenty tags of a page added at once
 * were a long task of their own, keeping a tap waiting. Two at a time, in order, stay under the
 * 50 ms a task may take before it counts as blocking; four were 60-100 ms on the calibrated phone.
 */
export const TAGS_PER_TASK = 2;

/** The tag as the loader makes it, or null for a tag that stays where it is (a stylesheet, a meta). */
export function deferredTagOf(markup: string): DeferredTag | null {
  const element = /^<(script|link)\b/i.exec(markup)?.[1]?.toLowerCase();
  if (!element) return null;
  const attributes: Record<string, string> = {};
  const inside = markup.replace(/^<[a-z]+\s*/i, '').replace(/\/?>(?:<\/script>)?$/i, '');
  for (const [, name, quoted, bare] of inside.matchAll(ATTRIBUTE)) {
    const value = (quoted ?? bare ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
    attributes[name!.toLowerCase()] = value;
  }
  // A script with an address, or a script or data preload: what the loader adds later.
  if (element === 'script') return attributes.src ? { tag: 'script', attributes } : null;
  return attributes.rel === 'preload' || attributes.rel === 'modulepreload' ? { tag: 'link', attributes } : null;
}

/**
 * The loader, at the end of the body: adds the tags once, TAGS_PER_TASK per task, at the moment
 * given or at the latest after BOOT_AT_LATEST_MS, and holds the presses made before the page's code
 * has taken its buttons over (EARLY_PRESS_REPLAY_SCRIPT, first in the script), and loads the locale
 * data in a task of its own before the scripts run (INTL_WARM_UP_SCRIPT): in an idle moment, or else
 * in the task after the first tags were added. One function scope, so nothing is left on `window`.
 * Empty without tags.
 */
export function bootLoader(tags: readonly DeferredTag[], nonce: string, moment: BootMoment): string {
  if (tags.length === 0) return '';
  // JSON in a script: `<` escaped so no `</script>` can end it early.
  const json = JSON.stringify(tags).replace(/</g, '\\u003c');
  return (
    `<script nonce="${nonce}">(function(){${EARLY_PRESS_REPLAY_SCRIPT}${INTL_WARM_UP_SCRIPT}(function(){var tags=${json},started=false;` +
    'function add(t){var e=document.createElement(t.tag);' +
    'Object.keys(t.attributes).forEach(function(n){if(n!=="defer")e.setAttribute(n,t.attributes[n])});' +
    'if(t.tag==="script")e.async=false;document.head.appendChild(e)}' +
    `function addFrom(i){tags.slice(i,i+${TAGS_PER_TASK}).forEach(add);` +
    `if(i+${TAGS_PER_TASK}<tags.length)setTimeout(function(){addFrom(i+${TAGS_PER_TASK})},0)}` +
    `function start(){if(started)return;started=true;addFrom(0);setTimeout(${INTL_WARM_UP_FUNCTION},0)}` +
    (moment === 'paint'
      ? // requestAnimationFrame runs just before the first paint; the timeout in it, once it is drawn.
        'requestAnimationFrame(function(){setTimeout(start,0)});'
      : 'if(document.readyState==="complete")start();else addEventListener("load",function(){setTimeout(start,0)},{once:true});') +
    // A visitor who reaches for the page before then gets its code at once.
    '["pointerdown","keydown","touchstart"].forEach(function(n){addEventListener(n,start,{once:true,passive:true,capture:true})});' +
    `setTimeout(start,${BOOT_AT_LATEST_MS})})()})()</script>`
  );
}
