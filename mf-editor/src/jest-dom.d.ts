// Type-only: the jest-dom matchers that scripts/jest/setup-dom.ts installs at run time.
import '@testing-library/jest-dom';
