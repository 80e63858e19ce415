import { useState } from 'react';
import { useFormFields } from 'shared';
import { useFocusFirstError } from './use-focus-first-error';

/**
 * A form of the sign-in dialog: its fields (shared's useFormFields), a message about the whole
 * form that editing clears, and `invalid(found)`, which shows a validation's errors and, when
 * there is one, focuses the first field in error.
 */
export function useAuthForm<V extends { [K in keyof V]: string }>(
  initial: V,
  onEdit?: (field: keyof V) => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [formRef, focusFirstError] = useFocusFirstError<HTMLFormElement>();
  const fields = useFormFields(initial, (field) => {
    setFormError(null);
    onEdit?.(field);
  });
  const invalid = (found: Partial<Record<keyof V, string>>) => {
    setFormError(null);
    if (!fields.showErrors(found)) return false;
    focusFirstError();
    return true;
  };
  return { ...fields, formError, setFormError, formRef, invalid };
}
