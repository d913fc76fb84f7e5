// The jest-dom matchers (toBeInTheDocument, …) the shared jest setup installs, for the type checker.
/// <reference types="@testing-library/jest-dom" />
