/**
 * One system phrase (GET /v1/system_phrases, spec §3: texts the operators edit) by its key; undefined
 * while the list loads, null when there is none or it failed — the caller then shows its own message.
 */
import { useEffect, useState } from 'react';
import type { SystemPhrase } from '@shirube/api-contract';
import { useCommerceApi } from './CommerceRoot';

export function useSystemPhrase(key: string): SystemPhrase | null | undefined {
  const api = useCommerceApi();
  const [phrase, setPhrase] = useState<SystemPhrase | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api.catalog.systemPhrases().then(
      (r) => live && setPhrase(r.data.find((p) => p.key === key) ?? null),
      // Not loadable: the built-in text.
      () => live && setPhrase(null),
    );
    return () => {
      live = false;
    };
  }, [api, key]);
  return phrase;
}
