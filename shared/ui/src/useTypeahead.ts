// Suggestions for what is being typed (the editor's tags, the seller's 全銀 bank and branch). Imported
// by path (`@shirube/ui/src/useTypeahead`): only the forms that suggest carry it.
import { useEffect, useState } from 'react';

/** How long typing (and IME composition) must pause before a lookup is asked. */
const PAUSE_MS = 200;

/**
 * What `ask` answers for `text`, asked once typing pauses (a word asks once, not per keystroke); an
 * answer to older text is dropped, a failed lookup answers []. The answers are null while nothing is
 * asked (no `ask`, or blank text) and until the first answer comes. `ask` must keep its identity
 * between renders (useCallback), or every answer asks again. The setter clears them (after a pick).
 */
export function useTypeahead<T>(text: string, ask: ((text: string) => Promise<readonly T[]>) | null) {
  const [found, setFound] = useState<readonly T[] | null>(null);
  const asking = ask !== null && text.trim() !== '';
  useEffect(() => {
    if (!ask || text.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => {
      ask(text).then(
        (answers) => live && setFound(answers),
        () => live && setFound([]),
      );
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, ask]);
  // Nothing asked: derived here, not set by the effect.
  return [asking ? found : null, setFound] as const;
}
