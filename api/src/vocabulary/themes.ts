import type { Labels } from './labels';

export interface Theme {
  id: number;
  key: 'wellness' | 'romantic' | 'gastronomy' | 'family' | 'discovery' | 'nature';
  labels: Labels;
  /** The fixed list of the reduced-thematics variation; the others form the generic group. */
  fixedList: boolean;
}

export const WELLNESS_THEME_ID = 26;
export const ROMANTIC_THEME_ID = 23;
export const GASTRONOMY_THEME_ID = 19;
export const FAMILY_THEME_ID = 39;
export const DISCOVERY_THEME_ID = 12;
export const NATURE_THEME_ID = 33;

export const THEMES: readonly Theme[] = [
  {
    id: WELLNESS_THEME_ID,
    key: 'wellness',
    fixedList: true,
    labels: { fr: 'Bien-être', es: 'Bienestar', it: 'Benessere', nl: 'Wellness' },
  },
  {
    id: ROMANTIC_THEME_ID,
    key: 'romantic',
    fixedList: true,
    labels: { fr: 'Romantique', es: 'Romántico', it: 'Romantico', nl: 'Romantisch' },
  },
  {
    id: GASTRONOMY_THEME_ID,
    key: 'gastronomy',
    fixedList: true,
    labels: { fr: 'Gastronomie', es: 'Gastronomía', it: 'Gastronomia', nl: 'Gastronomie' },
  },
  {
    id: FAMILY_THEME_ID,
    key: 'family',
    fixedList: true,
    labels: { fr: 'En famille', es: 'En familia', it: 'In famiglia', nl: 'Met het gezin' },
  },
  {
    id: DISCOVERY_THEME_ID,
    key: 'discovery',
    fixedList: false,
    labels: {
      fr: 'Culture et découverte',
      es: 'Cultura y descubrimiento',
      it: 'Cultura e scoperta',
      nl: 'Cultuur en ontdekking',
    },
  },
  {
    id: NATURE_THEME_ID,
    key: 'nature',
    fixedList: false,
    labels: {
      fr: 'Nature et grand air',
      es: 'Naturaleza y aire libre',
      it: 'Natura e aria aperta',
      nl: 'Natuur en buitenlucht',
    },
  },
];

export const THEME_BY_ID: ReadonlyMap<number, Theme> = new Map(THEMES.map((theme) => [theme.id, theme]));
