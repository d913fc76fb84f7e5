import { sectionAnchors } from './section-anchors';

describe('sectionAnchors', () => {
  it('spells headings as readable ids, without accents, punctuation or capitals', () => {
    expect(
      sectionAnchors(['Qui sommes-nous ?', 'Cadeaux : séjours, coffrets et cartes cadeaux', '¿Quiénes somos?']),
    ).toEqual(['qui-sommes-nous', 'cadeaux-sejours-coffrets-et-cartes-cadeaux', 'quienes-somos']);
    expect(sectionAnchors(['Che cos’è un cookie?', 'Wat is een cookie?'])).toEqual([
      'che-cos-e-un-cookie',
      'wat-is-een-cookie',
    ]);
  });

  it('keeps ids unique when two headings read the same', () => {
    expect(sectionAnchors(['Contact', 'Contact !', 'contact'])).toEqual(['contact', 'contact-2', 'contact-3']);
  });

  it('starts every id with a letter, even for a heading with none', () => {
    expect(sectionAnchors(['2015/2302', '…', 'Prix'])).toEqual(['section-1-2015-2302', 'section-2', 'prix']);
  });
});
