import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { Button, Dialog } from '@shirube/ui';

/** The post button's guideline agreement (spec §2): cancel closes, agree goes to /a/draft. */
export function GuidelineDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="shell.guideline.title" />}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate('/a/draft');
            }}
          >
            <FormattedMessage id="shell.guideline.agree" />
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>
        <FormattedMessage id="shell.guideline.body" />
      </p>
      <Link to="/help/guideline" target="_blank" rel="noopener">
        <FormattedMessage id="shell.guideline.link" />
      </Link>
    </Dialog>
  );
}
