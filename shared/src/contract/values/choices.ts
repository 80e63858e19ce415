/**
 * One choice of a select the user makes (/profile, /settings): the value the API stores and
 * speaks, and its label on screen, word for word.
 */
export interface Choice<V extends string = string> {
  value: V;
  label: string;
}
