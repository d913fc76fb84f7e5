import header from '../header/es.json';
import marketing from '../marketing/es.json';
import platform from '../platform/es.json';
import shell from '../shell/es.json';

/** The shell's texts in this language, one object per namespace. */
export const texts = { shell, header, marketing, platform };
