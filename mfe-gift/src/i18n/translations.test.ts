import { describeTranslations } from '../../../platform/test-kit/translations';
import { TRANSLATIONS } from './all-texts';

describeTranslations(TRANSLATIONS);
