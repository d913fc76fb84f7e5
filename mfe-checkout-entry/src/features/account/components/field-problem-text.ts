import type { TFunction } from 'i18next';
import type { FieldProblem } from '../utils/field-rules';

/** The words of a field's problem, shown under it. */
export function fieldProblemText(t: TFunction, problem: FieldProblem): string {
  switch (problem.kind) {
    case 'tooLong':
      return t('account.errors.tooLong', { count: problem.maxLength });
    case 'passwordLength':
      return t('account.errors.passwordLength', { min: problem.min, max: problem.max });
    default:
      return t(`account.errors.${problem.kind}`);
  }
}
