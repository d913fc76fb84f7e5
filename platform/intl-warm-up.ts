/**
 * The first date or number a page formats makes the browser load its locale data for the
 * internationalisation API: about 12 ms on a desktop, 80 ms on a mid-range phone, spent once per
 * page inside whichever task formats first. On the shop's pages that is the start-up's busiest task:
 * react-aria reads the browser's locales as its code is evaluated, in the same task as the remote's
 * modules and its first render, which together then keep a tap waiting well past the 50 ms a task
 * may take. The page does that loading itself beforehand, while its main thread is idle (it is
 * waiting for its images, its scripts not yet requested), so the start-up finds the data loaded.
 *
 * Plain ES5, inlined in the loader's script at the end of a server-rendered page (deferred-boot.ts);
 * a browser without the API, or one that throws, only skips it.
 */
export const INTL_WARM_UP_SCRIPT =
  '(function(){var idle=typeof requestIdleCallback==="function"?requestIdleCallback:function(f){setTimeout(f,0)};' +
  'idle(function(){try{var tags=[document.documentElement.lang||"en"];' +
  'Intl.DateTimeFormat.supportedLocalesOf(tags);new Intl.NumberFormat(tags).format(1)}catch(e){}})})();';
