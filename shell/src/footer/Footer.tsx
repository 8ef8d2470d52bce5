import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import * as s from './footer.css';
import { useHideOnScrollDown } from './useHideOnScrollDown';

/** Spec §2 footer links. FAQ, guideline and manual are the shell's own /help pages. */
const links: Array<{ id: string; to: string; external?: boolean }> = [
  { id: 'shell.footer.terms', to: '/terms' },
  { id: 'shell.footer.privacy', to: '/privacy' },
  { id: 'shell.footer.faq', to: '/help/faq' },
  { id: 'shell.footer.guideline', to: '/help/guideline' },
  { id: 'shell.footer.manual', to: '/help/manual' },
  { id: 'shell.footer.specified', to: '/specified' },
  { id: 'shell.footer.inquiry', to: '/inquiry' },
];

export function Footer() {
  const hidden = useHideOnScrollDown();
  return (
    <footer className={`${s.footer} ${hidden ? s.hidden : ''}`} data-hidden={hidden}>
      {links.map((l) =>
        l.external ? (
          <a key={l.id} href={l.to} className={s.link}>
            <FormattedMessage id={l.id} />
          </a>
        ) : (
          <Link key={l.id} to={l.to} className={s.link}>
            <FormattedMessage id={l.id} />
          </Link>
        ),
      )}
    </footer>
  );
}
