import { useCallback, useEffect, useId, useReducer, useRef, type ReactNode } from 'react';
import { SignInForm } from '../features/sign-in';
import { SignUpForm } from '../features/sign-up';
import { ResetPasswordForm, requestResetCode } from '../features/password-reset';
import { AUTH_UI } from '../texts';
import { authFlowReducer, initialAuthFlow, type AuthView } from './auth-flow';
import { AuthTabs, tabId } from './auth-tabs';
import styles from './auth-panel.module.css';

export interface AuthPanelProps {
  /** The title's id, for the dialog's aria-labelledby. */
  titleId?: string;
  headingLevel?: 'h1' | 'h2';
  /** Beside the title: the dialog's close button. */
  headerAction?: ReactNode;
  initialView?: AuthView;
  onSignedIn: () => void;
}

/** Sign in, sign up and reset password, with the tabs and transitions. */
export function AuthPanel({
  titleId,
  headingLevel: Heading = 'h2',
  headerAction,
  initialView = 'login',
  onSignedIn,
}: AuthPanelProps) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const [state, dispatch] = useReducer(authFlowReducer, initialView, initialAuthFlow);
  const bodyRef = useRef<HTMLDivElement>(null);

  // A view that replaced the focused control takes focus itself, so keyboard users stay put.
  useEffect(() => {
    if (state.step === 0 || state.focus !== 'view') return;
    const target = bodyRef.current?.querySelector<HTMLElement>('[data-autofocus]');
    target?.focus();
  }, [state.step, state.focus]);

  const sendResetCode = useCallback(async (email: string) => {
    await requestResetCode(email);
    dispatch({ type: 'reset-code-sent', email });
  }, []);
  const registered = useCallback((email: string) => dispatch({ type: 'registered', email }), []);
  const passwordReset = useCallback(
    (email: string) => dispatch({ type: 'password-reset', email }),
    [],
  );

  const tabbed = state.view !== 'forgot-password';

  return (
    <div className={styles.panel}>
      {/* Not a <header>: in the modal (portalled into <body>) it would be a second banner. */}
      <div className={styles.header}>
        <div>
          <Heading id={titleId} className={styles.title}>
            {AUTH_UI.titles[state.view]}
          </Heading>
          <p className={styles.subtitle}>{AUTH_UI.subtitles[state.view]}</p>
        </div>
        {headerAction}
      </div>
      {state.view !== 'forgot-password' && (
        <AuthTabs
          baseId={baseId}
          panelId={panelId}
          selected={state.view}
          onSelect={(view) => dispatch({ type: 'tab-selected', view })}
        />
      )}
      <div
        ref={bodyRef}
        id={panelId}
        className={styles.body}
        role={tabbed ? 'tabpanel' : undefined}
        aria-labelledby={state.view === 'forgot-password' ? undefined : tabId(baseId, state.view)}
      >
        {state.view === 'login' && (
          <SignInForm
            key={state.step}
            initialEmail={state.email}
            notice={state.notice}
            onSignedIn={onSignedIn}
            onForgotPassword={sendResetCode}
            onCreateAccount={() => dispatch({ type: 'create-account' })}
          />
        )}
        {state.view === 'register' && (
          <SignUpForm
            key={state.step}
            onRegistered={registered}
            onSignIn={() => dispatch({ type: 'back-to-sign-in' })}
          />
        )}
        {state.view === 'forgot-password' && (
          <ResetPasswordForm
            key={state.step}
            email={state.email}
            onPasswordReset={passwordReset}
            onBackToSignIn={() => dispatch({ type: 'back-to-sign-in' })}
          />
        )}
      </div>
    </div>
  );
}
