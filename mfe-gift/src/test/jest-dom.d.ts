// The jest-dom matchers are registered by the shared jest setup; this brings their types here too.
import '@testing-library/jest-dom';
