// The architecture rules must catch what they promise to catch: a pretend shop in
// lint/fixtures holds one import of each kind, allowed and refused, and the lint must
// refuse exactly the refused ones.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { findFeatureCycles } from './check-feature-cycles';

const fixtures = path.join(__dirname, 'fixtures');
const eslintBin = path.resolve(__dirname, '../../node_modules/eslint/bin/eslint.js');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; line: number; message: string }[];
}

function lintFixtures(): string[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [eslintBin, '--no-config-lookup', '--config', 'eslint.config.mjs', '--format', 'json', '.'],
      { cwd: fixtures, encoding: 'utf8' },
    );
  } catch (error) {
    // ESLint exits with 1 when it finds problems; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as LintResult[]).flatMap((result) =>
    result.messages.map(
      (message) => `${path.relative(fixtures, result.filePath)}:${message.line} ${message.ruleId ?? message.message}`,
    ),
  );
}

describe('architecture rules', () => {
  it('refuse imports across apps, up the floors, into another feature, and of the test kit outside tests', () => {
    expect(lintFixtures().sort()).toEqual(
      [
        // ground → feature
        'mfe-alpha/src/components/shop-button.tsx:2 boundaries/dependencies',
        // feature → another feature's utils
        'mfe-alpha/src/features/booking/components/booking-form.tsx:6 boundaries/dependencies',
        // feature → app/
        'mfe-alpha/src/features/booking/components/booking-form.tsx:7 boundaries/dependencies',
        // remote → another remote
        'mfe-alpha/src/features/booking/components/booking-form.tsx:8 boundaries/dependencies',
        // remote → shell
        'mfe-alpha/src/features/booking/components/booking-form.tsx:9 boundaries/dependencies',
        // production code → test kit
        'mfe-beta/src/features/cart/components/cart-summary.tsx:2 boundaries/dependencies',
      ].sort(),
    );
  }, 60_000);

  it('finds features that import each other in a circle', () => {
    expect(findFeatureCycles(fixtures)).toEqual([{ app: 'mfe-alpha', features: ['booking', 'pricing'] }]);
  });
});
