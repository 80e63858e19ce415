import { useState } from 'react';
import { BLANK_RENT, rentChanged, rentPayload, type RentValues } from './rent-values';

/**
 * A new comment's rent record: closed until its author opens it, opened again to show what
 * stops the comment being saved (a field the form's check stopped, the API's refusal of its
 * dates). What was typed stays when the section is closed, and when saving fails.
 */
export function useRentRecord() {
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState(BLANK_RENT);
  /** By field: what the form's check found wrong with it, until it is changed. */
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    opened,
    toggle: () => setOpened((was) => !was),
    values,
    /** `values`, with what was said of the fields `touched` taken back. */
    onChange: (next: RentValues, ...touched: string[]) => {
      setValues(next);
      setRefusal(null);
      setErrors((was) =>
        touched.some((field) => field in was)
          ? Object.fromEntries(Object.entries(was).filter(([field]) => !touched.includes(field)))
          : was,
      );
    },
    errors,
    invalid: (field: string, message: string) => {
      setOpened(true);
      setErrors((was) => ({ ...was, [field]: message }));
    },
    refusal,
    refuse: (message: string) => {
      setOpened(true);
      setRefusal(message);
    },
    changed: rentChanged(values),
    payload: () => rentPayload(values),
  };
}

export type RentRecordState = ReturnType<typeof useRentRecord>;
