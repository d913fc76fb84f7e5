import { describeTranslations } from '../../../platform/test-kit/translations';
import { TRANSLATIONS } from './create-i18n';

describeTranslations(TRANSLATIONS);
