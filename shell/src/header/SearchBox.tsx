import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { inputClass } from '@shirube/ui';

/**
 * Header search: always searches by favourites order (spec §2: /search?q=…&order=fav). On /search
 * the box shows the query being looked at (also after back/forward), elsewhere it keeps what was typed.
 */
export function SearchBox({ className, onDone }: { className?: string; onDone?(): void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const onSearch = location.pathname === '/search';
  const shownQuery = onSearch ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [q, setQ] = useState(shownQuery ?? '');
  // A new query in the URL replaces the box's text: adjusted while rendering, not by an effect after it.
  const [seenQuery, setSeenQuery] = useState(shownQuery);
  if (shownQuery !== seenQuery) {
    setSeenQuery(shownQuery);
    if (shownQuery !== null) setQ(shownQuery);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    if (!query) return;
    void navigate(`/search?${new URLSearchParams({ q: query, order: 'fav' }).toString()}`);
    onDone?.();
  };
  return (
    <form role="search" className={className} onSubmit={submit}>
      <input
        type="search"
        className={inputClass}
        style={{ width: '100%' }}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={intl.formatMessage({ id: 'shell.header.search' })}
        aria-label={intl.formatMessage({ id: 'shell.header.search' })}
      />
    </form>
  );
}
