/** System phrases (GET /v1/system_phrases, spec §3): one list per page, shared by every place showing one. */
import { resourceAtoms } from './state-helpers';
import type { SystemPhraseView } from './types';

export const systemPhrases = resourceAtoms<readonly SystemPhraseView[]>(
  (api) => api.listSystemPhrases(),
  'systemPhrases',
);
