// Formatting buttons. Each button's accessible name is its Japanese label (the e2e test and screen
// readers find them by it); aria-pressed shows the state at the cursor.
import type { Command } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { useIntl } from 'react-intl';
import {
  insertPaywall,
  isActive,
  toggleBlockquote,
  toggleBold,
  toggleCodeBlock,
  toggleHeading,
  toggleList,
} from '../prose/commands';
import * as s from '../lib/root.css';

export interface ToolbarProps {
  view: EditorView | null;
  onImage(): void;
  onLink(): void;
  /** Bumped by the page on every transaction so pressed states follow the cursor. */
  version: number;
}

export function Toolbar({ view, onImage, onLink }: ToolbarProps) {
  const intl = useIntl();
  const state = view?.state;
  const run = (command: Command) => () => {
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  };
  const button = (id: string, onClick: () => void, pressed?: boolean, testId?: string) => (
    <button
      key={id}
      type="button"
      className={s.toolButton}
      aria-pressed={pressed === undefined ? undefined : pressed}
      data-testid={testId}
      // Keep the editor's selection: a mousedown on the button would blur it first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      disabled={!view}
    >
      {intl.formatMessage({ id })}
    </button>
  );
  return (
    <div role="toolbar" aria-label={intl.formatMessage({ id: 'editor.toolbar.label' })} className={s.toolbar}>
      {button('editor.toolbar.h2', run(toggleHeading(2)), state ? isActive.heading(state, 2) : false)}
      {button('editor.toolbar.h3', run(toggleHeading(3)), state ? isActive.heading(state, 3) : false)}
      {button('editor.toolbar.bold', run(toggleBold), state ? isActive.bold(state) : false)}
      {button('editor.toolbar.link', onLink)}
      {button(
        'editor.toolbar.bulletList',
        run(toggleList('bullet_list')),
        state ? isActive.list(state, 'bullet_list') : false,
      )}
      {button(
        'editor.toolbar.orderedList',
        run(toggleList('ordered_list')),
        state ? isActive.list(state, 'ordered_list') : false,
      )}
      {button('editor.toolbar.blockquote', run(toggleBlockquote), state ? isActive.blockquote(state) : false)}
      {button('editor.toolbar.codeBlock', run(toggleCodeBlock), state ? isActive.codeBlock(state) : false)}
      {button('editor.toolbar.image', onImage)}
      {button('editor.toolbar.paywall', run(insertPaywall), undefined, 'insert-paywall')}
    </div>
  );
}
