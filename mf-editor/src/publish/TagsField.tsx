// タグ: comma-separated input (≤ 5, normalised like the server: NFKC, trimmed, no #) with suggestions
// from GET /v1/tags/search for the word being typed.
import { normalizeTag } from '@shirube/domain';
import { useCallback, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTypeahead } from '@shirube/ui/src/useTypeahead';
import { useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';

/** The word after the last separator: what the suggestions complete. */
const lastWord = (value: string) => normalizeTag(value.split(/[,、，\s]+/).pop() ?? '');

export function TagsField(props: {
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}) {
  const api = useEditorApi();
  const intl = useIntl();
  const id = useId();
  const word = lastWord(props.value);
  const searchTags = useCallback(
    async (w: string) => (await api.searchTags(w)).filter((n) => n !== w).slice(0, 8),
    [api],
  );
  const [found, setSuggestions] = useTypeahead(word, searchTags);
  const suggestions = found ?? [];
  const pick = (name: string) => {
    const parts = props.value.split(/([,、，\s]+)/);
    parts[parts.length - 1] = name;
    props.onChange(`${parts.join('')}, `);
    setSuggestions([]);
  };
  return (
    <div className={s.field}>
      <label htmlFor={id}>
        <FormattedMessage id="editor.publish.tags" />
      </label>
      <input
        id={id}
        className={s.input}
        value={props.value}
        autoComplete="off"
        onChange={(e) => props.onChange(e.target.value)}
      />
      {suggestions.length > 0 && (
        <div
          className={s.row}
          role="group"
          aria-label={intl.formatMessage({ id: 'editor.publish.tagSuggestions' })}
        >
          {suggestions.map((name) => (
            <button key={name} type="button" className={s.toolButton} onClick={() => pick(name)}>
              #{name}
            </button>
          ))}
        </div>
      )}
      {props.error && (
        <span role="alert" className={s.error}>
          {intl.formatMessage({ id: props.error })}
        </span>
      )}
    </div>
  );
}
