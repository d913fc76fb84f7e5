import { registerAllTexts } from '../i18n/register-all-texts';

// The browser loads the page's language before a mount; tests render any language at once.
registerAllTexts();
