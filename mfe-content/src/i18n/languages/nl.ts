import home from '../nl.json';
import offerList from '../offer-list/nl.json';
import landing from '../landing/nl.json';
import campaign from '../campaign/nl.json';
import ideas from '../ideas/nl.json';
import staticPages from '../static-pages/nl.json';
import minisite from '../minisite/nl.json';
import contact from '../contact/nl.json';
import bookingLookup from '../booking-lookup/nl.json';
import notFound from '../not-found/nl.json';

/**
 * The content pages' texts in this language, in one namespace: the home page's, then one folder per
 * area of the remote, each file under its own top-level key.
 */
export const texts = {
  translation: {
    ...home,
    ...offerList,
    ...landing,
    ...campaign,
    ...ideas,
    ...staticPages,
    ...minisite,
    ...contact,
    ...bookingLookup,
    ...notFound,
  },
};
