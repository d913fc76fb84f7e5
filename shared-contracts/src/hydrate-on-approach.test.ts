/**
 * @jest-environment jsdom
 */
import { APPROACH_BOX_ATTRIBUTE, HydrationGate, sameSection, sectionGate, shopperActsIn } from './hydrate-on-approach';
import { endServerMarkupHydration, startServerMarkupHydration } from './server-markup-hydration';

const section = (type: unknown, props: object) => ({ children: { type, props } });

afterEach(endServerMarkupHydration);

it('keeps a section closed while the server markup hydrates, and open when the page is drawn afresh', () => {
  startServerMarkupHydration();
  expect(sectionGate().isOpen).toBe(false);

  endServerMarkupHydration();
  expect(sectionGate().isOpen).toBe(true);
});

it("records an open gate as React's `use` reads a settled promise, and resolves it once", async () => {
  const gate = new HydrationGate(false);
  const settled = jest.fn();
  void gate.opened.then(settled);
  expect(gate.opened.status).toBe('pending');

  gate.open();
  gate.open();
  await gate.opened;

  expect(gate.opened.status).toBe('fulfilled');
  expect(settled).toHaveBeenCalledTimes(1);
});

it('sees the same section in a new element with equal props, and another one otherwise', () => {
  const Reviews = () => null;
  const onMore = () => {};

  expect(sameSection(section(Reviews, { id: 12, onMore }), section(Reviews, { id: 12, onMore }))).toBe(true);
  expect(sameSection(section(Reviews, { id: 12 }), section(Reviews, { id: 13 }))).toBe(false);
  expect(sameSection(section(Reviews, { id: 12 }), section(Reviews, { id: 12, extra: true }))).toBe(false);
  expect(sameSection(section(Reviews, { onMore }), section(Reviews, { onMore: () => {} }))).toBe(false);
  expect(
    sameSection(
      section(Reviews, {}),
      section(() => null, {}),
    ),
  ).toBe(false);
});

it('tells a section that the press being dispatched landed inside its box, and no other', () => {
  document.body.innerHTML = `
    <div ${APPROACH_BOX_ATTRIBUTE}="reviews"><section><button>Voir tous les avis</button></section></div>
    <div ${APPROACH_BOX_ATTRIBUTE}="hotel"><section><button>Voir l'hôtel</button></section></div>`;
  const seen: Array<[string, boolean, boolean]> = [];
  document.addEventListener('pointerdown', (event) => {
    seen.push([event.type, shopperActsIn('reviews'), shopperActsIn('hotel')]);
  });
  document.addEventListener('pointermove', (event) => {
    seen.push([event.type, shopperActsIn('reviews'), shopperActsIn('hotel')]);
  });
  const button = document.querySelector('button')!;

  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  button.dispatchEvent(new Event('pointermove', { bubbles: true }));

  expect(seen).toEqual([
    ['pointerdown', true, false],
    ['pointermove', false, false],
  ]);
  // Outside any dispatch there is no press to follow.
  expect(shopperActsIn('reviews')).toBe(false);
});

it('tells every waiting section around the press, the outer one as well as the inner one', () => {
  document.body.innerHTML = `
    <div ${APPROACH_BOX_ATTRIBUTE}="«r1»"><div ${APPROACH_BOX_ATTRIBUTE}="«r2»"><button>Détails</button></div></div>`;
  const seen: boolean[] = [];
  document.addEventListener('keydown', () =>
    seen.push(shopperActsIn('«r1»'), shopperActsIn('«r2»'), shopperActsIn('«r3»')),
  );

  document.querySelector('button')!.dispatchEvent(new Event('keydown', { bubbles: true }));

  expect(seen).toEqual([true, true, false]);
});
