// The matchers platform/jest.setup.ts installs (toBeInTheDocument, toHaveValue, …), for the type checker.
/// <reference types="@testing-library/jest-dom" />
