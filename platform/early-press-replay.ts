/**
 * A server-rendered page shows its buttons before the code behind them has run: a shopper who taps
 * one then would tap into nothing and have to tap again once the page has woken up. The rule: a
 * press on a button the page shows but whose code has not taken it over yet is held, not lost. It
 * does nothing for now (a submit button does not send its form), and the page presses that button
 * once its code has taken over.
 *
 * Whose code a button waits for: the remote's, when it lies in the markup the server rendered for a
 * remote (`[data-remote] > [data-mount-point]`), which is the remote's once the outlet says
 * `data-status="mounted"`; the shell's otherwise, from `<html data-shell="ready">` (React then
 * answers and replays presses itself, hydrating the part pressed first), except in a part of the
 * frame that hydrates later, its code downloading then (`[data-hydrate-when-needed]`, the footer):
 * that part's, once its box says `data-hydrated`. Only the latest press is
 * kept; it is dropped when its remote fails to load (the outlet says `failed`). Links are left
 * alone: they work without any script. Once the shell is ready and no outlet or later part still
 * shows unclaimed server markup, the script stops listening.
 *
 * Once the owner is ready, the button is pressed when React has taken that very element over (it
 * then carries React's props), at the latest after EARLY_PRESS_OWNERSHIP_WAIT_MS; at once in a part
 * that hydrates on a press (HYDRATES_ON_PRESS_ATTRIBUTE), where the press itself makes React take it
 * over. A remote that drew its part afresh instead of taking the server's markup over has replaced the button: the press goes
 * to the button of that part with the same text, which is what the shopper saw and tapped.
 *
 * Plain ES5 on purpose: it is inlined at the end of the body, in the loader's script (deferred-boot.ts),
 * and runs before any of the page's code.
 */

import { HYDRATES_ON_PRESS_ATTRIBUTE } from '@escapade/shared-contracts/server-render';

/** After its owner is ready, how long a held press waits for React to take the button over. */
export const EARLY_PRESS_OWNERSHIP_WAIT_MS = 3000;

/** How often a held press looks again whether React has taken the button over (or drawn its new one). */
export const EARLY_PRESS_RETRY_MS = 50;

export const EARLY_PRESS_REPLAY_SCRIPT =
  '(function(){var d=document,html=d.documentElement,root=d.getElementById("root"),held=null,observer,timer=null;' +
  'if(!root||typeof MutationObserver!=="function")return;' +
  'var SEL="button,[role=\\"button\\"]",PART="data-hydrate-when-needed",HYDRATED="data-hydrated";' +
  // 'wait' while the button's code has not taken it over, 'ready' once it has, 'drop' if it never will.
  // The shell owns the frame's buttons, a part of it that hydrates later once it says so.
  'function ownerState(owner){if(!owner||owner.hasAttribute(PART))' +
  'return html.getAttribute("data-shell")==="ready"&&(!owner||owner.hasAttribute(HYDRATED))?"ready":"wait";' +
  'var s=owner.getAttribute("data-status");return s==="mounted"?"ready":s==="failed"?"drop":"wait"}' +
  'function ownerOf(b){var m=b.closest("[data-remote]>[data-mount-point]");return m?m.parentNode:b.closest("["+PART+"]")}' +
  'function textOf(b){return(b.textContent||"").replace(/\\s+/g," ").trim()}' +
  `function reacts(b){if(b.closest("[${HYDRATES_ON_PRESS_ATTRIBUTE}]"))return true;var k=Object.keys(b);for(var i=0;i<k.length;i++)if(k[i].indexOf("__reactProps$")===0)return true;return false}` +
  // The held button, or the one that took its place in the same part of the page.
  'function current(){var b=held.button;if(root.contains(b))return b;' +
  'var scope=held.owner&&root.contains(held.owner)?held.owner:root,all=scope.querySelectorAll(SEL);' +
  'for(var i=0;i<all.length;i++)if(all[i].tagName===held.tag&&textOf(all[i])===held.text)return all[i];return null}' +
  'function onClick(e){var t=e.target;if(t&&t.nodeType!==1)t=t.parentNode;' +
  'if(!t||!t.closest)return;var b=t.closest(SEL);' +
  'if(!b||!root.contains(b)||b.closest("a[href]")||b.disabled||b.getAttribute("aria-disabled")==="true")return;' +
  'var o=ownerOf(b);if(ownerState(o)!=="wait")return;e.preventDefault();e.stopPropagation();' +
  'held={button:b,owner:o,tag:b.tagName,text:textOf(b),readySince:0}}' +
  // The replayed click finds its button's code in place: it goes through untouched.
  'function check(){timer=null;if(held){var s=ownerState(held.owner);' +
  'if(s==="drop")held=null;else if(s==="ready"){var now=Date.now();if(!held.readySince)held.readySince=now;' +
  'var b=current(),late=now-held.readySince>=' +
  String(EARLY_PRESS_OWNERSHIP_WAIT_MS) +
  ';' +
  'if(b&&(reacts(b)||late)){held=null;b.click()}else if(late)held=null;else timer=setTimeout(check,' +
  String(EARLY_PRESS_RETRY_MS) +
  ')}}' +
  'if(!held&&html.getAttribute("data-shell")==="ready"&&!d.querySelector("[data-remote][data-status=\\"server\\"],["+PART+"]:not(["+HYDRATED+"])")){' +
  'd.removeEventListener("click",onClick,true);observer.disconnect()}}' +
  'observer=new MutationObserver(function(){if(!timer)check()});' +
  'observer.observe(html,{attributes:true,subtree:true,attributeFilter:["data-status","data-shell",HYDRATED]});' +
  'd.addEventListener("click",onClick,true)})();';
