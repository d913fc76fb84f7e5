import home from '../es.json';
import offerList from '../offer-list/es.json';
import landing from '../landing/es.json';
import campaign from '../campaign/es.json';
import ideas from '../ideas/es.json';
import staticPages from '../static-pages/es.json';
import minisite from '../minisite/es.json';
import contact from '../contact/es.json';
import bookingLookup from '../booking-lookup/es.json';
import notFound from '../not-found/es.json';

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
