import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellApp } from '../app/shell-app';
import type { ShellEnvironment } from '../context/shell-environment';
import { createI18n } from '../i18n/create-i18n';
import { testEnvironment } from './test-environment';

/** The whole frame at `path`, as a visitor would land on it. */
export function renderShell(
  path: string,
  overrides: Partial<ShellEnvironment> = {},
  options: { strictMode?: boolean } = {},
) {
  const environment = testEnvironment(overrides);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ShellApp environment={environment} i18n={createI18n(environment.language)} />
    </MemoryRouter>,
    { reactStrictMode: options.strictMode ?? false },
  );
  return { ...view, environment };
}
