/**
 * One choice of a select the user makes (/profile, /settings): the value the API stores and
 * speaks, and its label on screen, word for word.
 */
export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** The values of a list of choices, in their order (for the API's enum schemas). */
export function valuesOf<V extends string>(choices: readonly Choice<V>[]): V[] {
  return choices.map((choice) => choice.value);
}

/** Whether a stored value is one of the choices (rows written before a value was retired). */
export function isOption<V extends string>(
  choices: readonly Choice<V>[],
  value: unknown,
): value is V {
  return choices.some((choice) => choice.value === value);
}
