// The jest-dom matchers (toBeInTheDocument…) for the type checker; jest loads them in the shared setup.
/// <reference types="@testing-library/jest-dom" />
