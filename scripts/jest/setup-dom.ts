import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and effect use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 1 s by default; on a loaded 2-core CI machine a heavy first render of the
// shell takes longer than that. The wait ends as soon as the element appears, so a passing test is
// no slower; only a failing one waits the full 5 s (inside jest's own per-test limit).
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
// Per-test limit for jsdom tests (jest 30 reads `testTimeout` only at the top level of the config).
jest.setTimeout(15_000);
