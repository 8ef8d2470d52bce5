import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { inputClass } from '@shirube/ui';

/** Header search: always searches by favourites order (spec §2: /search?q=…&order=fav). */
export function SearchBox({ className, onDone }: { className?: string; onDone?(): void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    if (!query) return;
    navigate(`/search?${new URLSearchParams({ q: query, order: 'fav' }).toString()}`);
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
