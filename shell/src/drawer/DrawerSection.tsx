import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import * as s from './drawer.css';

/** One titled group of the drawer's links (a nav named by its title); `onClose` closes the drawer. */
export function DrawerSection({
  titleId,
  links,
  onClose,
}: {
  titleId: string;
  links: Array<[string, string]>;
  onClose(): void;
}) {
  const intl = useIntl();
  return (
    <nav className={s.section} aria-label={intl.formatMessage({ id: titleId })}>
      <h2 className={s.sectionTitle}>
        <FormattedMessage id={titleId} />
      </h2>
      {links.map(([to, id]) => (
        <Link key={to} to={to} className={s.link} onClick={onClose}>
          <FormattedMessage id={id} />
        </Link>
      ))}
    </nav>
  );
}
