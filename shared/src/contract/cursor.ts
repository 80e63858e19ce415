import { Type } from 'typebox';

/**
 * The `cursor` query parameter of a list read a page at a time: the opaque token the previous
 * page ended with (URL-safe base64, never long). Each list says in `description` where it
 * comes from and what a cursor of another kind of page gets.
 */
export function cursorParam(description: string) {
  return Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]+$', maxLength: 200, description }));
}
