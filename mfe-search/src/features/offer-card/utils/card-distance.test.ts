import { cardDistanceOf, formatCardDistance } from './card-distance';

describe('cardDistanceOf', () => {
  it('gives whole kilometres from 1 km on', () => {
    expect(cardDistanceOf(12.6)).toEqual({ unit: 'km', value: 13 });
    expect(cardDistanceOf(1)).toEqual({ unit: 'km', value: 1 });
    expect(cardDistanceOf(1.4)).toEqual({ unit: 'km', value: 1 });
  });

  it('gives metres under 1 km, to the nearest 100 m, never 0', () => {
    expect(cardDistanceOf(0.2)).toEqual({ unit: 'm', value: 200 });
    expect(cardDistanceOf(0.234)).toEqual({ unit: 'm', value: 200 });
    expect(cardDistanceOf(0.87)).toEqual({ unit: 'm', value: 900 });
    expect(cardDistanceOf(0.02)).toEqual({ unit: 'm', value: 100 });
    expect(cardDistanceOf(0)).toEqual({ unit: 'm', value: 100 });
  });

  it('reads 1 km, not 1000 m, where the metres would round up to a kilometre', () => {
    expect(cardDistanceOf(0.96)).toEqual({ unit: 'km', value: 1 });
  });
});

describe('formatCardDistance', () => {
  it("writes the number in each locale's format", () => {
    expect(formatCardDistance(1234.4, 'fr_FR')).toEqual({ unit: 'km', value: '1\u202f234' });
    expect(formatCardDistance(1234.4, 'nl_NL')).toEqual({ unit: 'km', value: '1.234' });
    expect(formatCardDistance(1234.4, 'it_IT')).toEqual({ unit: 'km', value: '1234' });
    expect(formatCardDistance(0.2, 'es_ES')).toEqual({ unit: 'm', value: '200' });
  });
});
