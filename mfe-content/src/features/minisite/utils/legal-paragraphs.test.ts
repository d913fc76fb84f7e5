import { legalParagraphs } from './legal-paragraphs';

describe('legalParagraphs', () => {
  it('keeps a one-line text as one paragraph', () => {
    expect(legalParagraphs('Prix à partir de 75 € pour 2 personnes.')).toEqual([
      'Prix à partir de 75 € pour 2 personnes.',
    ]);
  });

  it('makes a paragraph of each line, trimmed, and drops the blank ones', () => {
    expect(legalParagraphs('Réservation jusqu’au 8 juin 2025.\r\n\n   Dîner hors boissons.  \n')).toEqual([
      'Réservation jusqu’au 8 juin 2025.',
      'Dîner hors boissons.',
    ]);
  });

  it('has nothing to show for a text of blanks', () => {
    expect(legalParagraphs(' \n \n')).toEqual([]);
  });
});
