import translation from '../nl.json';
import gallery from '../gallery/nl.json';
import calendar from '../calendar/nl.json';
import hotel from '../hotel/nl.json';
import activity from '../activity/nl.json';
import box from '../box/nl.json';

/** The product pages' texts in this language, one object per namespace. */
export const texts = { translation, gallery, calendar, hotel, activity, box };
