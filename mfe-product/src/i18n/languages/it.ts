import translation from '../it.json';
import gallery from '../gallery/it.json';
import calendar from '../calendar/it.json';
import hotel from '../hotel/it.json';
import activity from '../activity/it.json';
import box from '../box/it.json';

/** The product pages' texts in this language, one object per namespace. */
export const texts = { translation, gallery, calendar, hotel, activity, box };
