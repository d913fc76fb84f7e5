import { TRANSLATIONS } from '../i18n/all-texts';
import { registerAllTexts } from '../i18n/texts-store';

// The browser loads the page's language before a mount; tests render any language at once.
registerAllTexts(TRANSLATIONS);
