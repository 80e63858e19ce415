import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, LIMITS, TEXTS, TextField, errorText } from 'shared';
import { FormMessage } from '../../components/form-message';
import { SubmitButton } from '../../components/submit-button';
import { EmailField, OtherForm, PasswordField } from '../../components/fields';
import { useAuthForm } from '../../components/use-auth-form';
import { AUTH_UI } from '../../texts';
import formStyles from '../../components/form.module.css';
import { checkEmail, checkUsername, type Availability } from './api/check-availability';
import { register, toRegisterPayload } from './api/register';
import {
  isRegistrationSubmitDisabled,
  validateRegistration,
  validateRegistrationField,
  type RegistrationField,
  type RegistrationValues,
} from './validation';

export interface SignUpFormProps {
  /** Called 3 s after a successful registration, with the email to sign in with. */
  onRegistered: (email: string) => void;
  onSignIn: () => void;
}

const EMPTY: RegistrationValues = {
  email: '',
  firstName: '',
  lastName: '',
  username: '',
  password: '',
  confirmPassword: '',
};

type Checked = 'email' | 'username';

const PASSWORD_FIELDS = [
  ['password', AUTH_UI.password],
  ['confirmPassword', AUTH_UI.confirmPassword],
] as const;

export function SignUpForm({ onRegistered, onSignIn }: SignUpFormProps) {
  const [edited, setEdited] = useState<ReadonlySet<keyof RegistrationValues>>(new Set());
  const { values, errors, setErrors, bind, formError, setFormError, formRef, invalid } =
    useAuthForm(EMPTY, (field) => setEdited((current) => new Set(current).add(field)));
  const [checking, setChecking] = useState<ReadonlySet<Checked>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  // The value each running check is about, so a late answer about an old value is dropped.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);

  const done = registeredEmail !== null;
  const disabled =
    done ||
    isRegistrationSubmitDisabled({
      values,
      errors: { ...errors, form: formError ?? undefined },
      busy: submitting || checking.size > 0,
    });

  useEffect(() => {
    if (registeredEmail === null) return;
    const timer = setTimeout(
      () => onRegistered(registeredEmail),
      LIMITS.redirectAfterRegistrationMs,
    );
    return () => clearTimeout(timer);
  }, [registeredEmail, onRegistered]);

  function setFieldError(field: RegistrationField, error: string | undefined) {
    setErrors((current) => ({ ...current, [field]: error }));
  }

  /** A field left after editing is checked at once; email and username also against the server. */
  function leave(field: RegistrationField) {
    if (!edited.has(field)) return;
    const error = validateRegistrationField(field, values);
    setFieldError(field, error);
    if (error) return;
    if (field === 'email') void checkTaken('email', values.email.trim());
    if (field === 'username' && values.username.trim() !== '') {
      void checkTaken('username', values.username.trim());
    }
  }

  async function checkTaken(field: Checked, value: string) {
    setChecking((current) => new Set(current).add(field));
    try {
      const availability: Availability =
        field === 'email' ? await checkEmail(value) : await checkUsername(value);
      if (latest.current[field].trim() !== value || !availability.taken) return;
      const fallback =
        field === 'email'
          ? TEXTS.validation.emailAlreadyRegistered
          : TEXTS.validation.usernameTaken;
      setFieldError(field, availability.message ?? fallback);
    } catch (error) {
      // A check that could not run must not block sign-up: registering checks again.
      console.warn(error instanceof Error ? error.message : error);
    } finally {
      setChecking((current) => {
        const next = new Set(current);
        next.delete(field);
        return next;
      });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    if (invalid(validateRegistration(values))) return;
    setSubmitting(true);
    try {
      const payload = toRegisterPayload(values);
      await register(payload);
      setRegisteredEmail(payload.email);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const text = errorText(error, TEXTS.auth.registrationFailed);
      if (code === 'EMAIL_ALREADY_IN_USE') setFieldError('email', text);
      else if (code === 'USERNAME_ALREADY_IN_USE') setFieldError('username', text);
      else setFormError(text);
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: keyof RegistrationValues) => ({ name, ...bind(name), readOnly: done });

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate>
      <EmailField
        {...field('email')}
        onBlur={() => leave('email')}
        hint={checking.has('email') ? AUTH_UI.checking : undefined}
        autoFocusTarget
      />
      <div className={formStyles.grid2}>
        <TextField
          label={AUTH_UI.firstName}
          optional
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={AUTH_UI.lastName}
          optional
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <TextField
        label={AUTH_UI.username}
        optional
        autoComplete="username"
        {...field('username')}
        onBlur={() => leave('username')}
        hint={checking.has('username') ? AUTH_UI.checking : undefined}
      />
      {PASSWORD_FIELDS.map(([name, label]) => (
        <PasswordField
          key={name}
          label={label}
          autoComplete="new-password"
          {...field(name)}
          onBlur={() => leave(name)}
        />
      ))}
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      {done && <FormMessage tone="success">{TEXTS.auth.registrationSuccess}</FormMessage>}
      <SubmitButton
        label={AUTH_UI.createAccountSubmit}
        busyLabel={AUTH_UI.creatingAccount}
        busy={submitting}
        disabled={disabled}
      />
      <OtherForm question={AUTH_UI.haveAccount} label={AUTH_UI.signInLink} onClick={onSignIn} />
    </form>
  );
}
