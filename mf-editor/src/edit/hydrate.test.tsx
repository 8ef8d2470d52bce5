// /a/draft is server-rendered (issue 23): the author may type into the title and the body before the
// scripts hydrate the page. What was typed must survive React's hydration and ProseMirror's takeover,
// and be saved like any other change.
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ShellContext } from '@shirube/shell-contract';
import { draft, fakeApi, fakeShell, signedIn } from '../test/render';
import { EditorRoot } from '../lib/EditorRoot';
import type { EditorApi } from '../lib/api';
import { DraftPage } from './DraftPage';
import { AUTOSAVE_MS } from './useDraftSaver';

const page = (api: EditorApi): ReactElement => (
  <ShellContext.Provider value={fakeShell(signedIn())}>
    <MemoryRouter initialEntries={['/a/draft']}>
      <EditorRoot api={api}>
        <DraftPage />
      </EditorRoot>
    </MemoryRouter>
  </ShellContext.Provider>
);

/** The server's HTML in the document, as the browser shows it before any script has run. */
function serverHtml(api: EditorApi): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page(api));
  document.body.appendChild(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

it('the server sends a typeable editor: title field and an editable body, toolbar waiting', () => {
  const root = serverHtml(fakeApi());
  const title = root.querySelector('textarea')!;
  const body = root.querySelector<HTMLElement>('[data-testid="editor-body"]')!;
  expect(title.getAttribute('aria-label')).toBe('タイトル');
  expect(body.getAttribute('contenteditable')).toBe('true');
  expect(body.getAttribute('role')).toBe('textbox');
  expect(body.querySelector('p')!.dataset.placeholder).toContain('本文を入力してください');
  expect(root.querySelector('[role="toolbar"] button')).toBeDisabled();
});

it('what was typed before hydration stays, becomes the editor content and is saved', async () => {
  const api = fakeApi({
    createDraft: jest.fn(() => Promise.resolve(42)),
    saveDraft: jest.fn((id, content) => Promise.resolve(draft({ id, ...content }))),
  });
  const root = serverHtml(api);
  // Typed while the scripts were still on their way: the browser edited the server's elements.
  root.querySelector('textarea')!.value = '先に打った題';
  const body = root.querySelector<HTMLElement>('[data-testid="editor-body"]')!;
  body.innerHTML = '<p>先に打った本文</p>';
  body.focus();
  const errors = jest.fn();
  jest.useFakeTimers();
  await act(async () => {
    hydrateRoot(root, page(api), { onRecoverableError: errors });
  });
  expect(errors).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: '太字' })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: 'タイトル' })).toHaveValue('先に打った題');
  const editor = screen.getByRole('textbox', { name: '本文' });
  expect(editor).toBe(body);
  expect(editor).toHaveTextContent('先に打った本文');
  expect(editor).toHaveFocus();
  await act(async () => {
    jest.advanceTimersByTime(AUTOSAVE_MS);
  });
  jest.useRealTimers();
  await waitFor(() =>
    expect(api.saveDraft).toHaveBeenCalledWith(42, {
      title: '先に打った題',
      body: ['<p>先に打った本文</p>'],
      payArticleLine: -1,
    }),
  );
});

it('nothing typed before hydration: nothing is created', async () => {
  const api = fakeApi();
  const root = serverHtml(api);
  await act(async () => {
    hydrateRoot(root, page(api));
  });
  expect(screen.getByRole('button', { name: '太字' })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: '本文' }).querySelector('p')).toHaveClass('is-empty');
  expect(api.createDraft).not.toHaveBeenCalled();
});
