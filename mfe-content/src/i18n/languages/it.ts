import home from '../it.json';
import offerList from '../offer-list/it.json';
import landing from '../landing/it.json';
import campaign from '../campaign/it.json';
import ideas from '../ideas/it.json';
import staticPages from '../static-pages/it.json';
import minisite from '../minisite/it.json';
import contact from '../contact/it.json';
import bookingLookup from '../booking-lookup/it.json';
import notFound from '../not-found/it.json';

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
