/**
 * true when A and B are each assignable to the other, else false: a type written out by hand
 * for the browser is checked against its TypeBox schema with
 * `const _check: SameType<Static<typeof Schema>, Written> = true;`.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
