import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { AUTH_UI } from '../texts';
import { AuthPanel } from './auth-panel';
import { useModalFocus } from './use-modal-focus';
import styles from './auth-dialog.module.css';

/**
 * The sign-in / create-account modal. SPEC.md §2: clicking the backdrop does not close it (a
 * stray click would lose what was typed). Escape does, as in every dialog of the app (issue
 * 16): it is a deliberate key, and keyboard users expect it.
 */
export function AuthDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef, layerRef);

  return createPortal(
    <div ref={layerRef} className={styles.layer}>
      <div className={styles.backdrop} data-testid="auth-modal-backdrop" aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        data-testid="auth-modal"
        onKeyDown={(event) => {
          // An Escape a control inside already used (it prevented the default) is left to it.
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault();
            onClose();
          }
        }}
      >
        <AuthPanel
          titleId={titleId}
          onSignedIn={onClose}
          headerAction={
            <button
              type="button"
              className={styles.close}
              aria-label={AUTH_UI.close}
              onClick={onClose}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          }
        />
      </div>
    </div>,
    document.body,
  );
}
