/**
 * One system phrase by key (spec §3 "system phrases list"; the operators edit them, GET /v1/system_phrases),
 * with a 「詳しく見る」 link when it has a URL. Nothing is shown while loading, when the list failed, or
 * when there is no phrase of that key: the page reads the same without it.
 */
import { FormattedMessage } from 'react-intl';
import { useResource } from './hooks';
import { systemPhrases } from './systemPhrases';
import * as s from './systemPhrase.css';

export function SystemPhrase({ phraseKey, className }: { phraseKey: string; className?: string }) {
  const { resource } = useResource(systemPhrases, '');
  const phrase = resource.status === 'ready' ? resource.value?.find((p) => p.key === phraseKey) : undefined;
  if (!phrase) return null;
  return (
    <p
      className={[s.notice, className].filter(Boolean).join(' ')}
      role="note"
      data-testid={`system-phrase-${phraseKey}`}
    >
      {phrase.body}
      {phrase.url && (
        <a className={s.link} href={phrase.url}>
          <FormattedMessage id="reader.systemPhrase.more" />
        </a>
      )}
    </p>
  );
}
