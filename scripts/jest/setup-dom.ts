import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and effect use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// This file runs before every unit suite, in that suite's own module registry, so whatever it imports
// is loaded afresh per suite. About 60 of the ~135 suites render nothing (domain rules, i18n, schemas):
// loading Testing Library, react-dom and jest-dom's matchers for them was most of what they cost.
// So both are wired here without being loaded, and load the first time a suite uses them — the same
// modules, set up the same way, for every suite that does.

// findBy*/waitFor wait up to 1 s by default; on a loaded 2-core CI machine a heavy first render of the
// shell takes longer than that. The wait ends as soon as the element appears, so a passing test is
// no slower; only a failing one waits the full 5 s (inside jest's own per-test limit).
// Set as @testing-library/dom loads (React Testing Library, user-event and jest-dom all go through it):
// the real module, configured once per registry it is loaded into.
jest.mock('@testing-library/dom', () => {
  const dom = jest.requireActual<typeof import('@testing-library/dom')>('@testing-library/dom');
  dom.configure({ asyncUtilTimeout: 5000 });
  return dom;
});

// jest-dom's matchers (`expect(el).toBeInTheDocument()`, …; their types come from tsconfig's `types`):
// each name is registered now and loads jest-dom on its first call, which then registers jest-dom's
// own matchers in place of these (a matcher missing from this list is there from then on too).
const jestDomMatchers = [
  'toAppearAfter',
  'toAppearBefore',
  'toBeChecked',
  'toBeDisabled',
  'toBeEmpty',
  'toBeEmptyDOMElement',
  'toBeEnabled',
  'toBeInTheDOM',
  'toBeInTheDocument',
  'toBeInvalid',
  'toBePartiallyChecked',
  'toBePartiallyPressed',
  'toBePressed',
  'toBeRequired',
  'toBeValid',
  'toBeVisible',
  'toContainAnyByAltText',
  'toContainAnyByDisplayValue',
  'toContainAnyByLabelText',
  'toContainAnyByPlaceholderText',
  'toContainAnyByRole',
  'toContainAnyByTestId',
  'toContainAnyByText',
  'toContainAnyByTitle',
  'toContainElement',
  'toContainHTML',
  'toContainOneByAltText',
  'toContainOneByDisplayValue',
  'toContainOneByLabelText',
  'toContainOneByPlaceholderText',
  'toContainOneByRole',
  'toContainOneByTestId',
  'toContainOneByText',
  'toContainOneByTitle',
  'toHaveAccessibleDescription',
  'toHaveAccessibleErrorMessage',
  'toHaveAccessibleName',
  'toHaveAttribute',
  'toHaveClass',
  'toHaveDescription',
  'toHaveDisplayValue',
  'toHaveErrorMessage',
  'toHaveFocus',
  'toHaveFormValues',
  'toHaveRole',
  'toHaveSelection',
  'toHaveStyle',
  'toHaveTextContent',
  'toHaveValue',
] as const;
type Matcher = (this: jest.MatcherContext, ...args: unknown[]) => jest.CustomMatcherResult;
let jestDom: Record<string, Matcher> | null = null;
function loadJestDom(): Record<string, Matcher> {
  if (!jestDom) {
    jestDom = jest.requireActual<Record<string, Matcher>>('@testing-library/jest-dom/matchers');
    expect.extend(jestDom);
  }
  return jestDom;
}
expect.extend(
  Object.fromEntries(
    jestDomMatchers.map((name) => [
      name,
      function (this: jest.MatcherContext, ...args: unknown[]) {
        const matcher = loadJestDom()[name];
        if (!matcher) throw new Error(`jest-dom has no matcher ${name} (scripts/jest/setup-dom.ts lists it)`);
        return matcher.apply(this, args);
      },
    ]),
  ),
);

// Per-test limit for jsdom tests (jest 30 reads `testTimeout` only at the top level of the config).
jest.setTimeout(15_000);
