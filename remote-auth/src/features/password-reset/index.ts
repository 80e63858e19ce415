export { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';
export { requestResetCode } from './api/request-reset-code';
