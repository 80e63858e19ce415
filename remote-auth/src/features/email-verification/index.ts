export { VerifyEmailForm, type VerifyEmailFormProps } from './verify-email-form';
