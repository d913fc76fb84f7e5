import header from '../header/fr.json';
import marketing from '../marketing/fr.json';
import platform from '../platform/fr.json';
import shell from '../shell/fr.json';

/** The shell's texts in this language, one object per namespace. */
export const texts = { shell, header, marketing, platform };
