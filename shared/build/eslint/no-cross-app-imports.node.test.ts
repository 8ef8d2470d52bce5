import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rule = require('./no-cross-app-imports.cjs');

const root = '/repo';
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' },
});
const opts = [{ root }];
/** `code` in `filename` passes; `bad` adds the report the rule must make. */
const ok = (filename: string, code: string) => ({ filename, code, options: opts });
const bad = (filename: string, code: string, messageId: 'otherApp' | 'sharedByName') => ({
  ...ok(filename, code),
  errors: [{ messageId }],
});

tester.run('no-cross-app-imports', rule, {
  valid: [
    ok('/repo/mf-editor/src/pages.ts', "import { Button } from '@shirube/ui';"),
    ok('/repo/mf-editor/src/pages.ts', "import { x } from './draft/state';"),
    ok('/repo/shell/src/App.tsx', "import { Header } from '../src/header/Header';"),
    ok('/repo/shared/ui/src/index.ts', "import { vars } from './theme.css';"),
    ok('/repo/mf-reader/src/a.ts', "const m = await import('react');"),
    ok('/repo/e2e/support/users.ts', "import { demoUsers } from '../../api/src/seed/data/users';"),
  ],
  invalid: [
    bad(
      '/repo/mf-reader/src/article/BuyButton.tsx',
      "import { PurchaseDialog } from '@shirube/mf-commerce/src/PurchaseDialog';",
      'otherApp',
    ),
    bad(
      '/repo/mf-reader/src/article/BuyButton.tsx',
      "import { PurchaseDialog } from '../../../mf-commerce/src/PurchaseDialog';",
      'otherApp',
    ),
    bad(
      '/repo/shell/src/routes/x.ts',
      "export { DraftPage } from '../../../mf-editor/src/pages';",
      'otherApp',
    ),
    bad('/repo/mf-seller/src/a.ts', "const pages = await import('../../mf-editor/src/pages');", 'otherApp'),
    bad('/repo/mf-editor/src/a.ts', "import { vars } from '../../shared/ui/src/theme.css';", 'sharedByName'),
    bad('/repo/api/src/a.ts', "import { x } from '@shirube/shell';", 'otherApp'),
  ],
});
