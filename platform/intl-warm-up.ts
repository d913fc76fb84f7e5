/**
 * The first date or number a page formats makes the browser load its locale data for the
 * internationalisation API: about 12 ms on a desktop, 200 ms on a mid-range phone, spent once per
 * page inside whichever task formats first. On the shop's pages that is the start-up's busiest task:
 * react-aria reads the browser's locales as its code is evaluated, in the same task as the remote's
 * modules and its first render, which together then keep a tap waiting well past the 50 ms a task
 * may take. The page does that loading itself beforehand, so the start-up finds the data loaded: in
 * an idle moment while the page waits for its images, or, when the page had none before its scripts
 * were asked for (a fast network: the page loaded at once), right after the loader has asked for the
 * first of them, while they download.
 *
 * The loading comes in parts that each load some of the data (the locale's subtags, its plural
 * rules, which texts need, then the number and date formats), one task each: in one task they were
 * a long task of their own (about 250 ms on the phone), which kept a tap waiting as long as the
 * start-up would have.
 *
 * Plain ES5, inlined in the loader's script at the end of a server-rendered page (deferred-boot.ts),
 * which calls it by INTL_WARM_UP_FUNCTION; it loads the data once, whichever comes first. A browser
 * without the API, or one that throws, only skips the rest.
 */
export const INTL_WARM_UP_FUNCTION = 'warmIntl';

export const INTL_WARM_UP_SCRIPT =
  `var ${INTL_WARM_UP_FUNCTION}=(function(){var done=false;` +
  'function warm(){if(done)return;done=true;var tags=[document.documentElement.lang||"en"];' +
  'var steps=[' +
  'function(){if(typeof Intl.Locale==="function")new Intl.Locale(tags[0]).maximize()},' +
  'function(){new Intl.PluralRules(tags).select(1)},' +
  'function(){Intl.DateTimeFormat.supportedLocalesOf(tags)},' +
  'function(){new Intl.NumberFormat(tags).format(1)},' +
  'function(){new Intl.DateTimeFormat(tags).format(0)}];' +
  '(function next(){try{steps.shift()()}catch(e){return}if(steps.length)setTimeout(next,0)})()}' +
  'var idle=typeof requestIdleCallback==="function"?requestIdleCallback:function(f){setTimeout(f,0)};' +
  'idle(warm);return warm})();';
