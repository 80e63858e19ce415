export { SignUpForm, type SignUpFormProps } from './sign-up-form';
