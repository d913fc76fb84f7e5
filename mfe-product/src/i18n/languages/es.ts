import translation from '../es.json';
import gallery from '../gallery/es.json';
import calendar from '../calendar/es.json';
import hotel from '../hotel/es.json';
import activity from '../activity/es.json';
import box from '../box/es.json';

/** The product pages' texts in this language, one object per namespace. */
export const texts = { translation, gallery, calendar, hotel, activity, box };
