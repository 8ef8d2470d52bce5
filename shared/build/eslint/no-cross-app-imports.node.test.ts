import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rule = require('./no-cross-app-imports.cjs');

const root = '/repo';
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' },
});
const opts = [{ root }];

tester.run('no-cross-app-imports', rule, {
  valid: [
    {
      filename: '/repo/mf-editor/src/pages.ts',
      code: "import { Button } from '@shirube/ui';",
      options: opts,
    },
    { filename: '/repo/mf-editor/src/pages.ts', code: "import { x } from './draft/state';", options: opts },
    {
      filename: '/repo/shell/src/App.tsx',
      code: "import { Header } from '../src/header/Header';",
      options: opts,
    },
    { filename: '/repo/shared/ui/src/index.ts', code: "import { vars } from './theme.css';", options: opts },
    { filename: '/repo/mf-reader/src/a.ts', code: "const m = await import('react');", options: opts },
    {
      filename: '/repo/e2e/support/users.ts',
      code: "import { demoUsers } from '../../api/src/seed/data/users';",
      options: opts,
    },
  ],
  invalid: [
    {
      filename: '/repo/mf-reader/src/article/BuyButton.tsx',
      code: "import { PurchaseDialog } from '@shirube/mf-commerce/src/PurchaseDialog';",
      options: opts,
      errors: [{ messageId: 'otherApp' }],
    },
    {
      filename: '/repo/mf-reader/src/article/BuyButton.tsx',
      code: "import { PurchaseDialog } from '../../../mf-commerce/src/PurchaseDialog';",
      options: opts,
      errors: [{ messageId: 'otherApp' }],
    },
    {
      filename: '/repo/shell/src/routes/x.ts',
      code: "export { DraftPage } from '../../../mf-editor/src/pages';",
      options: opts,
      errors: [{ messageId: 'otherApp' }],
    },
    {
      filename: '/repo/mf-seller/src/a.ts',
      code: "const pages = await import('../../mf-editor/src/pages');",
      options: opts,
      errors: [{ messageId: 'otherApp' }],
    },
    {
      filename: '/repo/mf-editor/src/a.ts',
      code: "import { vars } from '../../shared/ui/src/theme.css';",
      options: opts,
      errors: [{ messageId: 'sharedByName' }],
    },
    {
      filename: '/repo/api/src/a.ts',
      code: "import { x } from '@shirube/shell';",
      options: opts,
      errors: [{ messageId: 'otherApp' }],
    },
  ],
});
