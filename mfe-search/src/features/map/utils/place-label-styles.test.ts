import type CircleStyle from 'ol/style/Circle';
import type Style from 'ol/style/Style';
import type { LabelPlace } from './place-labels';
import {
  CITY_PLACEMENTS,
  labelRenderOrder,
  PLACEMENT,
  placeLabelFeatures,
  placeLabelStyle,
} from './place-label-styles';

const resolutionAt = (zoom: number) => 156543.03392804097 / 2 ** zoom;
const place = (overrides: Partial<LabelPlace>): LabelPlace => ({
  key: 'city:1',
  kind: 'city',
  label: 'Versailles',
  lat: 48.8049,
  lng: 2.1204,
  population: 83_918,
  ...overrides,
});
const versailles = place({});
const leChesnay = place({
  key: 'town:7',
  kind: 'town',
  label: 'Le Chesnay',
  lat: 48.822,
  lng: 2.122,
  population: 29_000,
});
const france = place({ key: 'country:1', kind: 'country', label: 'France', lat: 46.6, lng: 1.89, population: null });

function stylesAt(zoom: number, places: LabelPlace[]) {
  return placeLabelFeatures(places).map((feature) => ({
    placement: feature.get(PLACEMENT) as string,
    styles: placeLabelStyle(feature, resolutionAt(zoom)),
  }));
}
const nameOf = (styles: Style[]) => styles.find((style) => style.getText())!;

describe('names on the map', () => {
  it('writes a city’s name on a white halo, next to its dot, else around a marker standing on it', () => {
    const written = stylesAt(12, [versailles]);
    expect(written.map((label) => label.placement)).toEqual([...CITY_PLACEMENTS]);
    const [first, ...others] = written;
    const text = nameOf(first!.styles!).getText()!;
    expect(text.getText()).toBe('Versailles');
    expect(text.getStroke()!.getColor()).toMatch(/255, 255, 255/);
    expect([text.getTextAlign(), text.getOffsetX()]).toEqual(['left', 7]);
    // The second side is the other one; the last ones clear a bubble or a pin (28 px, 40 px high).
    expect(nameOf(others[0]!.styles!).getText()!.getOffsetX()).toBe(-7);
    expect(Math.abs(nameOf(others.at(-1)!.styles!).getText()!.getOffsetY())).toBeGreaterThan(28);
    // One dot per city, drawn whatever happens to its name, keeping no room of its own.
    const dots = written.flatMap((label) => label.styles!.filter((style) => !style.getText()));
    expect(dots).toHaveLength(1);
    expect(dots[0]!.getImage()!.getDeclutterMode()).toBe('none');
  });

  it('lets only one of a city’s placements be drawn: they claim the same point, other cities another', () => {
    const claim = (styles: Style[]) => (nameOf(styles).getImage() as CircleStyle).getDisplacement();
    const claims = stylesAt(12, [versailles]).map((label) => claim(label.styles!));
    expect(new Set(claims.map((point) => point.join()))).toHaveProperty('size', 1);
    const [x] = claims[0]!;
    // Far off any canvas: never drawn, never met by a marker or another name.
    expect(Math.abs(x!)).toBeGreaterThan(10_000);
    const other = claim(stylesAt(12, [place({ key: 'city:2', label: 'Paris', population: 2_133_111 })])[0]!.styles!);
    expect(Math.abs(other[0]! - x!)).toBeGreaterThan(10_000);
    expect(
      nameOf(stylesAt(12, [versailles])[0]!.styles!)
        .getImage()!
        .getDeclutterMode(),
    ).toBe('declutter');
  });

  it('writes towns and countries centred, countries in capitals, and each from its zoom on', () => {
    const [town] = stylesAt(12, [leChesnay]);
    expect(town!.placement).toBe('centre');
    expect(town!.styles).toHaveLength(1);
    expect(town!.styles![0]!.getText()!.getTextAlign()).toBe('center');
    expect(stylesAt(8, [leChesnay])[0]!.styles).toBeUndefined();
    const [country] = stylesAt(5, [france]);
    expect(nameOf(country!.styles!).getText()!.getText()).toBe('FRANCE');
    expect(stylesAt(9, [france])[0]!.styles).toBeUndefined();
  });

  it('gives the room to the larger places first, each trying its placements in order', () => {
    const paris = place({ key: 'city:2', label: 'Paris', population: 2_133_111 });
    const features = placeLabelFeatures([leChesnay, versailles, paris]).reverse();
    const ordered = [...features].sort(labelRenderOrder);
    expect(ordered.map((feature) => (feature.get('place') as LabelPlace).label)).toEqual([
      ...CITY_PLACEMENTS.map(() => 'Paris'),
      ...CITY_PLACEMENTS.map(() => 'Versailles'),
      'Le Chesnay',
    ]);
    expect(ordered.slice(0, CITY_PLACEMENTS.length).map((feature) => feature.get(PLACEMENT))).toEqual([
      ...CITY_PLACEMENTS,
    ]);
  });
});
