import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useInRouterContext } from 'react-router-dom';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  TEXTS,
  bus,
  errorText,
  requestGoogleAccessToken,
  useClientConfig,
  useSession,
  ConfirmDialog,
} from 'shared';
import { ACCOUNT_UI } from '../../texts';
import account from '../../components/account.module.css';
import { InputField } from '../../components/fields';
import { BusyButton, CancelAndConfirm, FormAlert } from '../../components/form-parts';
import { deleteAccount } from './account-data-api';
import styles from './account-data.module.css';

const UI = TEXTS.accountData;
const WORD = DELETE_ACCOUNT_CONFIRMATION;
const withWord = (text: string) => text.replace('{word}', WORD);

/**
 * 'Delete Account': opens a confirmation dialog asking for the password (or, for an account
 * that signs in with Google only, a fresh Google sign-in) and the typed word DELETE. When
 * the account is gone this page forgets the session and goes to the map, where the host
 * shows that it worked.
 */
export function DeleteAccount() {
  const { isAuthenticated } = useSession();
  const inRouter = useInRouterContext();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const openDialog = () => {
    if (!isAuthenticated) bus.emit('auth:required', { reason: 'delete-account' });
    else setOpen(true);
  };
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const onDeleted = (message: string) => {
    setOpen(false);
    setDeleted(true);
    bus.emit('app:notice', { message });
  };

  return (
    <div className={styles.action}>
      <button
        ref={opener}
        type="button"
        className={account.dangerButton}
        aria-haspopup="dialog"
        onClick={openDialog}
      >
        {ACCOUNT_UI.settings.deleteAccount}
      </button>
      {open && <DeleteAccountDialog onCancel={close} onDeleted={onDeleted} />}
      {deleted && inRouter && <Navigate to="/" />}
    </div>
  );
}

export function DeleteAccountDialog({
  onCancel,
  onDeleted,
}: {
  onCancel: () => void;
  onDeleted: (message: string) => void;
}) {
  const { user } = useSession();
  const { config } = useClientConfig();
  const googleClientId = config?.googleClientId;
  // Accounts made with Google have no password; the server says which (hasPassword).
  const googleOnly = user?.hasPassword === false;
  const firstField = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const confirmed = confirmation.trim() === WORD;

  const send = async (proof: { password: string } | { googleAccessToken: string }) => {
    setBusy(true);
    setError(null);
    try {
      onDeleted(await deleteAccount({ confirmation, ...proof }));
    } catch (failure) {
      setError(errorText(failure, UI.deleteFailed));
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!confirmed) {
      setError(withWord(UI.wrongConfirmation));
      return;
    }
    if (googleOnly) return void confirmWithGoogle();
    if (password === '') {
      setError(TEXTS.validation.passwordRequired);
      return;
    }
    void send({ password });
  };

  const confirmWithGoogle = async () => {
    if (!googleClientId) {
      setError(UI.googleOnly);
      return;
    }
    if (!confirmed) {
      setError(withWord(UI.wrongConfirmation));
      return;
    }
    setBusy(true);
    setError(null);
    let googleAccessToken: string;
    try {
      googleAccessToken = await requestGoogleAccessToken(googleClientId);
    } catch {
      setError(UI.googleConfirmFailed);
      setBusy(false);
      return;
    }
    await send({ googleAccessToken });
  };

  return (
    <ConfirmDialog
      title={UI.deleteTitle}
      description={<p>{googleOnly ? `${UI.deleteWarning} ${UI.googleOnly}` : UI.deleteWarning}</p>}
      busy={busy}
      onCancel={onCancel}
      testId="delete-account-dialog"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {!googleOnly && (
          <InputField
            label={UI.password}
            inputRef={firstField}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            disabled={busy}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
        )}
        <InputField
          label={withWord(UI.typeToConfirm)}
          inputRef={googleOnly ? firstField : undefined}
          type="text"
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          disabled={busy}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setError(null);
          }}
        />
        <FormAlert>{error}</FormAlert>
        <CancelAndConfirm cancelLabel={UI.cancel} onCancel={onCancel} busy={busy}>
          <BusyButton
            className={account.dangerButton}
            busy={busy}
            label={googleOnly ? UI.confirmWithGoogle : UI.confirmDelete}
            busyLabel={UI.deleting}
          />
        </CancelAndConfirm>
      </form>
    </ConfirmDialog>
  );
}
