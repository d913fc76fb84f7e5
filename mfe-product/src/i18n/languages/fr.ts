import translation from '../fr.json';
import gallery from '../gallery/fr.json';
import calendar from '../calendar/fr.json';
import hotel from '../hotel/fr.json';
import activity from '../activity/fr.json';
import box from '../box/fr.json';

/** The product pages' texts in this language, one object per namespace. */
export const texts = { translation, gallery, calendar, hotel, activity, box };
