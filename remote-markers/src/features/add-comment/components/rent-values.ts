/**
 * The rent record as the Add Comment form holds it, and as POST /api/marker takes it. The
 * weekly rent and the month moved in make a record; everything else is optional, and what is
 * left blank is not sent. A record with nothing typed in it is not sent at all.
 */
import type { AgreementType, RentIncreasePayload, RentPayload } from 'shared';

/** Whether the notice of an increase was in writing: '' when not sure. */
export type InWritingChoice = 'yes' | 'no' | '';

/** One increase as typed; `key` tells the rows apart while some are removed. */
export interface IncreaseValues {
  key: number;
  /** YYYY-MM-DD. */
  on: string;
  newRent: string;
  noticeDays: string;
  inWriting: InWritingChoice;
}

export interface RentValues {
  weeklyRent: string;
  /** YYYY-MM. */
  movedIn: string;
  movedOut: string;
  bond: string;
  agreement: AgreementType | '';
  /** As entered: the API sorts them by day. */
  increases: readonly IncreaseValues[];
}

export const BLANK_RENT: RentValues = {
  weeklyRent: '',
  movedIn: '',
  movedOut: '',
  bond: '',
  agreement: '',
  increases: [],
};

/** The values that make a record, and are asked for once anything else is typed. */
export type RequiredRentField = 'weeklyRent' | 'movedIn';

const typed = (value: string) => value.trim() !== '';

/** Whether anything of this increase was typed or chosen (a blank row added is not sent). */
export function increaseTyped({ on, newRent, noticeDays, inWriting }: IncreaseValues): boolean {
  return typed(on) || typed(newRent) || typed(noticeDays) || inWriting !== '';
}

/** Whether anything of the record was typed or chosen (then Escape asks before dropping it). */
export function rentChanged(values: RentValues): boolean {
  return (
    [values.weeklyRent, values.movedIn, values.movedOut, values.bond].some(typed) ||
    values.agreement !== '' ||
    values.increases.some(increaseTyped)
  );
}

/** A blank increase after the others, keyed apart from every one of them. */
export function withNewIncrease(values: RentValues): RentValues {
  const key = Math.max(0, ...values.increases.map((increase) => increase.key)) + 1;
  return {
    ...values,
    increases: [...values.increases, { key, on: '', newRent: '', noticeDays: '', inWriting: '' }],
  };
}

function increasePayload({
  on,
  newRent,
  noticeDays,
  inWriting,
}: IncreaseValues): RentIncreasePayload {
  return {
    on,
    newRent: Number(newRent),
    ...(typed(noticeDays) && { noticeDays: Number(noticeDays) }),
    ...(inWriting !== '' && { inWriting: inWriting === 'yes' }),
  };
}

/**
 * The record to send with the comment, or null without a weekly rent and a month moved in
 * (the form asks for both once anything else is typed, so nothing typed is dropped there).
 */
export function rentPayload(values: RentValues): RentPayload | null {
  const { weeklyRent, movedIn, movedOut, bond, agreement } = values;
  if (!typed(weeklyRent) || !typed(movedIn)) return null;
  return {
    weeklyRent: Number(weeklyRent),
    movedIn,
    ...(typed(movedOut) && { movedOut }),
    ...(typed(bond) && { bond: Number(bond) }),
    ...(agreement !== '' && { agreement }),
    increases: values.increases.filter(increaseTyped).map(increasePayload),
  };
}

/** This month where the author is, as YYYY-MM: the latest month they can have moved. */
export function localMonth(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
