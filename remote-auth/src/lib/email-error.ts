import { isEmail } from 'shared';

/**
 * Every form's email rule: filled in, then an address (`isEmail`, on the trimmed value). The
 * words differ from form to form, so each form names its own.
 */
export function emailError(
  email: string,
  texts: { required: string; invalid: string },
): string | undefined {
  if (email.trim() === '') return texts.required;
  if (!isEmail(email)) return texts.invalid;
  return undefined;
}
