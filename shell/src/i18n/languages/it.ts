import header from '../header/it.json';
import marketing from '../marketing/it.json';
import platform from '../platform/it.json';
import shell from '../shell/it.json';

/** The shell's texts in this language, one object per namespace. */
export const texts = { shell, header, marketing, platform };
