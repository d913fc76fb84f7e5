import { TRANSLATIONS } from '../i18n/all-texts';
import { registerAllTexts } from '../i18n/texts-store';
import { pages } from '../pages/page-modules';

// The browser loads the page's language before a mount; tests render any language at once.
registerAllTexts(TRANSLATIONS);

// The mount lifecycle downloads the route's page before drawing; tests draw any route at once.
beforeAll(() => pages.loadAll());
