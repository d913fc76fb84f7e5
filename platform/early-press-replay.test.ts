/**
 * @jest-environment jsdom
 */
import { HYDRATES_ON_PRESS_ATTRIBUTE } from '@escapade/shared-contracts/server-render';
import { EARLY_PRESS_OWNERSHIP_WAIT_MS, EARLY_PRESS_REPLAY_SCRIPT, EARLY_PRESS_RETRY_MS } from './early-press-replay';

/**
 * A server-rendered page as the browser holds it before its code has run: the shell's header, the
 * route's remote still showing the server's markup (a form and its button, a plain button, a link
 * styled as a button), and a widget whose remote has already mounted.
 */
const PAGE =
  '<div id="root">' +
  '<header><button type="button" id="menu">Menu</button><a href="/contact" id="help">Aide</a></header>' +
  '<main><div data-remote="mfe-content" data-status="server" aria-busy="false"><div data-mount-point="">' +
  '<form id="message"><button id="open"><span>Laisser un message</span></button></form>' +
  '<button type="button" id="chat">Ouvrir le chat</button>' +
  '<a href="/faq" role="button" id="faq">FAQ</a>' +
  '<button type="button" id="disabled" disabled>Envoyer</button>' +
  '</div></div>' +
  '<div data-remote="mfe-search" data-status="mounted"><div data-mount-point="">' +
  '<button type="button" id="search">Rechercher</button>' +
  '</div></div></main>' +
  '</div>';

const element = (id: string) => document.getElementById(id)!;
const outlet = (remote: string) => document.querySelector(`[data-remote="${remote}"]`)!;

/** What the page's code would do on a press: counted per element, as a listener of that element. */
function pressesOn(id: string): jest.Mock {
  const onPress = jest.fn();
  element(id).addEventListener('click', onPress);
  return onPress;
}

/** The form's sendings: counted, and kept from leaving the test page. */
function sendingsOf(id: string): jest.Mock {
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  element(id).addEventListener('submit', onSubmit);
  return onSubmit;
}

/** What React leaves on an element it has taken over (hydrated or drawn): its props. */
function takeOver(scope: Element): void {
  for (const button of scope.querySelectorAll('button,[role="button"]')) {
    Object.assign(button, { __reactProps$test: {} });
  }
}

/** The remote's code has taken its server markup over, as the shell's outlet then says. */
function mount(remote: string): void {
  takeOver(outlet(remote));
  outlet(remote).setAttribute('data-status', 'mounted');
}

/** The shell has taken the page over. */
function shellReady(): void {
  takeOver(document.querySelector('header')!);
  document.documentElement.setAttribute('data-shell', 'ready');
}

/** Lets the MutationObserver's callbacks run (they are microtasks). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** A press as the browser reports it: a click on the element, which may be the inside of a button. */
function press(target: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.removeAttribute('data-shell');
  document.body.innerHTML = PAGE;
  // As the page runs it: once, at the end of the body.
  new Function(EARLY_PRESS_REPLAY_SCRIPT)();
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-shell');
});

describe('a press before the page has taken its buttons over', () => {
  it("is held on a remote's button, without sending its form, and happens once the remote has mounted", async () => {
    const onPress = pressesOn('open');
    const sendings = sendingsOf('message');

    press(element('open').querySelector('span')!);
    // The shell being ready changes nothing: the button is the remote's.
    shellReady();
    await settle();
    expect(onPress).not.toHaveBeenCalled();
    expect(sendings).not.toHaveBeenCalled();

    mount('mfe-content');
    await settle();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(sendings).toHaveBeenCalledTimes(1);

    // Nothing more comes later, and a press from now on goes straight to the page's code.
    await settle();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(press(element('open')).defaultPrevented).toBe(false);
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('replays only the latest of two presses', async () => {
    const onOpen = pressesOn('open');
    const onChat = pressesOn('chat');

    press(element('open'));
    press(element('chat'));
    mount('mfe-content');
    await settle();

    expect(onOpen).not.toHaveBeenCalled();
    expect(onChat).toHaveBeenCalledTimes(1);
  });

  it("waits for the shell on the shell's own buttons", async () => {
    const onMenu = pressesOn('menu');

    press(element('menu'));
    mount('mfe-content');
    await settle();
    expect(onMenu).not.toHaveBeenCalled();

    shellReady();
    await settle();
    expect(onMenu).toHaveBeenCalledTimes(1);
  });

  it('leaves links and the parts already mounted to the browser, and holds the rest', async () => {
    const onHelp = pressesOn('help');
    const onFaq = pressesOn('faq');
    const onSearch = pressesOn('search');
    const onChat = pressesOn('chat');
    // What the browser goes on to do with each press (jsdom cannot follow a link: it is stopped here).
    const followed: string[] = [];
    element('root').addEventListener('click', (event) => {
      if (!event.defaultPrevented) followed.push((event.target as Element).id);
      event.preventDefault();
    });

    press(element('help'));
    press(element('faq'));
    press(element('search'));
    expect(onHelp).toHaveBeenCalledTimes(1);
    expect(onFaq).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(followed).toEqual(['help', 'faq', 'search']);

    press(element('chat'));
    // A disabled button is no press to replay: it does not take the held one's place.
    press(element('disabled'));
    expect(onChat).not.toHaveBeenCalled();
    expect(followed).not.toContain('chat');
    mount('mfe-content');
    await settle();
    expect(onChat).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the remote fails to load, even if a Retry mounts it later', async () => {
    const onPress = pressesOn('open');

    press(element('open'));
    outlet('mfe-content').setAttribute('data-status', 'failed');
    await settle();
    outlet('mfe-content').setAttribute('data-status', 'server');
    await settle();
    mount('mfe-content');
    await settle();
    jest.advanceTimersByTime(EARLY_PRESS_OWNERSHIP_WAIT_MS);
    await settle();

    expect(onPress).not.toHaveBeenCalled();
  });

  it('waits until the page code has taken that very button over, then presses it once', async () => {
    const onPress = pressesOn('open');

    press(element('open'));
    // Mounted, but this part is still being hydrated: a press now would fall into nothing.
    outlet('mfe-content').setAttribute('data-status', 'mounted');
    await settle();
    jest.advanceTimersByTime(200);
    await settle();
    expect(onPress).not.toHaveBeenCalled();

    takeOver(outlet('mfe-content'));
    jest.advanceTimersByTime(100);
    await settle();
    expect(onPress).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(EARLY_PRESS_OWNERSHIP_WAIT_MS);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('presses at once, once mounted, a button in a part that hydrates on a press', async () => {
    const onPress = pressesOn('open');

    press(element('open'));
    // A section below the first screen waits for the shopper; a press inside it hydrates it.
    element('message').setAttribute(HYDRATES_ON_PRESS_ATTRIBUTE, '');
    outlet('mfe-content').setAttribute('data-status', 'mounted');
    await settle();
    jest.advanceTimersByTime(EARLY_PRESS_RETRY_MS);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('presses the button all the same once the wait is over (a part that is not React)', async () => {
    const onPress = pressesOn('open');

    press(element('open'));
    outlet('mfe-content').setAttribute('data-status', 'mounted');
    await settle();
    jest.advanceTimersByTime(EARLY_PRESS_OWNERSHIP_WAIT_MS - 100);
    expect(onPress).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('goes to the button with the same text when the remote drew its part afresh', async () => {
    press(element('open'));
    // The remote did not take the server markup over: it drew its own, with a new button.
    const mountPoint = outlet('mfe-content').querySelector('[data-mount-point]')!;
    mountPoint.innerHTML = '<p>Contact</p><button type="button" id="redrawn"> Laisser  un message </button>';
    const onRedrawn = pressesOn('redrawn');
    mount('mfe-content');
    await settle();

    expect(onRedrawn).toHaveBeenCalledTimes(1);
  });

  it('is dropped when nothing like its button is left on the page', async () => {
    const onChat = pressesOn('chat');

    press(element('open'));
    element('message').remove();
    mount('mfe-content');
    shellReady();
    await settle();
    jest.advanceTimersByTime(EARLY_PRESS_OWNERSHIP_WAIT_MS * 2);
    await settle();

    expect(onChat).not.toHaveBeenCalled();
    expect(document.querySelectorAll('button').length).toBeGreaterThan(0);
  });

  it('stops holding anything once the shell is ready and no outlet shows server markup any more', async () => {
    const onMenu = pressesOn('menu');
    const onChat = pressesOn('chat');

    press(element('menu'));
    expect(onMenu).not.toHaveBeenCalled();
    shellReady();
    mount('mfe-content');
    await settle();
    expect(onMenu).toHaveBeenCalledTimes(1);

    // Server markup again (what a Retry would show): no longer the script's business.
    outlet('mfe-content').setAttribute('data-status', 'server');
    press(element('chat'));
    expect(onChat).toHaveBeenCalledTimes(1);
  });
});

describe('a press in a part of the frame that hydrates later', () => {
  /** The footer: server markup whose code downloads once the visitor nears it or touches it. */
  const FOOTER =
    '<footer data-hydrate-when-needed=""><form id="newsletter">' +
    '<button id="subscribe">Je m&#39;inscris</button></form></footer>';

  beforeEach(() => {
    element('root').insertAdjacentHTML('beforeend', FOOTER);
  });

  /** React holds the footer now, as its box then says. */
  function hydrateFooter(): void {
    const part = document.querySelector('[data-hydrate-when-needed]')!;
    takeOver(part);
    part.setAttribute('data-hydrated', '');
  }

  it('is held, the shell ready or not, without sending its form, and happens once the part is hydrated', async () => {
    const onSubscribe = pressesOn('subscribe');
    const sendings = sendingsOf('newsletter');
    shellReady();
    mount('mfe-content');
    await settle();

    expect(press(element('subscribe')).defaultPrevented).toBe(true);
    await settle();
    expect(onSubscribe).not.toHaveBeenCalled();
    expect(sendings).not.toHaveBeenCalled();

    hydrateFooter();
    await settle();
    expect(onSubscribe).toHaveBeenCalledTimes(1);
    expect(sendings).toHaveBeenCalledTimes(1);
  });

  it('keeps listening until that part is hydrated too, then leaves every press to the page', async () => {
    const onMenu = pressesOn('menu');
    const onSubscribe = pressesOn('subscribe');
    shellReady();
    mount('mfe-content');
    await settle();
    press(element('menu'));
    expect(onMenu).toHaveBeenCalledTimes(1);

    hydrateFooter();
    await settle();
    // Markup the script would hold again: it no longer looks.
    document.querySelector('[data-hydrate-when-needed]')!.removeAttribute('data-hydrated');
    expect(press(element('subscribe')).defaultPrevented).toBe(false);
    expect(onSubscribe).toHaveBeenCalledTimes(1);
  });
});
