import { useId } from 'react';
import { Dialog, Icon, IconButton } from 'shared';
import { AUTH_UI } from '../texts';
import { AuthPanel } from './auth-panel';
import styles from './auth-dialog.module.css';

/**
 * The sign-in / create-account modal. Clicking the backdrop does not close it (a stray click
 * would lose what was typed). Escape does, as in every dialog of the app: it is a deliberate
 * key, and keyboard users expect it.
 */
export function AuthDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      bare
      labelledBy={titleId}
      onClose={onClose}
      size="small"
      className={styles.dialog}
      testId="auth-modal"
    >
      <AuthPanel
        titleId={titleId}
        onSignedIn={onClose}
        headerAction={
          <IconButton label={AUTH_UI.close} className={styles.close} onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        }
      />
    </Dialog>
  );
}
