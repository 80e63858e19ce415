import { useState } from 'react';
import { useConditionList } from '../api/condition-list';
import {
  BLANK_CHECKLIST,
  checklistChanged,
  checklistPayload,
  type ChecklistPlace,
} from './checklist-values';

/**
 * A new comment's condition checklist: closed until its author opens it, which fetches the
 * list of `place`'s state. Once something is answered the list stays wanted (closed again, or another
 * building chosen), so what is sent is always checked against the list of the right state.
 */
export function useConditionChecklist(place: ChecklistPlace) {
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState(BLANK_CHECKLIST);
  const changed = checklistChanged(values);
  const list = useConditionList(place, opened || changed);
  return {
    opened,
    toggle: () => setOpened((was) => !was),
    list,
    values,
    onChange: setValues,
    changed,
    payload: (photoNames: readonly string[]) => checklistPayload(values, list.data, photoNames),
  };
}

export type ConditionChecklistState = ReturnType<typeof useConditionChecklist>;
