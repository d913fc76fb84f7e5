import header from '../header/nl.json';
import marketing from '../marketing/nl.json';
import platform from '../platform/nl.json';
import shell from '../shell/nl.json';

/** The shell's texts in this language, one object per namespace. */
export const texts = { shell, header, marketing, platform };
