/** One rule for the text of a failed call, shared with every remote (SPEC.md §8). */
export { errorText } from 'shared';
