import { useState } from 'react';

/**
 * A form's text values and their errors: editing a field clears its error and calls `onEdit`
 * (to clear a message about the whole form). `bind(field)` is a TextField's value, onChange
 * and error; `showErrors(found)` shows a validation's errors and says whether there are any.
 */
export function useFormFields<V extends { [K in keyof V]: string }>(
  initial: V | (() => V),
  onEdit?: (field: keyof V) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const edit = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onEdit?.(field);
  };
  const bind = (field: keyof V) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      edit(field, event.target.value as V[typeof field]),
    error: errors[field],
  });
  /** Shows `found` as the fields' errors; true when there is one. */
  const showErrors = (found: Partial<Record<keyof V, string>>) => {
    setErrors(found);
    return Object.values(found).some(Boolean);
  };
  return { values, setValues, errors, setErrors, showErrors, edit, bind };
}
