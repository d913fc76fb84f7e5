import home from '../fr.json';
import offerList from '../offer-list/fr.json';
import landing from '../landing/fr.json';
import campaign from '../campaign/fr.json';
import ideas from '../ideas/fr.json';
import staticPages from '../static-pages/fr.json';
import minisite from '../minisite/fr.json';
import contact from '../contact/fr.json';
import bookingLookup from '../booking-lookup/fr.json';
import notFound from '../not-found/fr.json';

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
