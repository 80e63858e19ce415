import { randomUUID } from 'node:crypto';
import { COMMENT_FIELDS, type CommentField } from 'shared/contract';
import { newCommentPayload } from './factories/marker-comment.factory';
import { bearer, type SignedInUser, useSignedInPair } from './helpers/auth';
import { useTestApp } from './helpers/test-app';
import { editComment, postComment } from './helpers/comments';

/**
 * Every field in the comment's field table, whatever it is, goes through the whole API the
 * same way: saved as given, read back in every answer, changed by its author alone, cleared
 * when optional, and refused with a clear error (nothing saved) when out of its rules. A field
 * added to the table is tested here without a line of its own.
 */

const FIELDS = Object.entries(COMMENT_FIELDS) as [string, CommentField][];

/** Two different valid values of the field (`which` 0 or 1). */
function validValue(field: CommentField, which: 0 | 1): unknown {
  switch (field.kind) {
    case 'choice':
      return which === 0 ? field.options.at(-1) : field.options[0];
    case 'amount':
      return which === 0 ? field.max : field.min;
    default:
      // Unique: two comments by one author must never read as the same text.
      return `${which === 0 ? 'Flat 7' : 'Unit 3'} ${randomUUID().slice(0, 8)}`.slice(
        0,
        field.maxLength,
      );
  }
}

/** What is sent for a value: text with spaces around it, which the API trims. */
const padded = (field: CommentField, value: unknown) =>
  typeof value === 'string' && field.kind !== 'choice' ? `  ${value}  ` : value;

/** Values the field's rules refuse. */
function invalidValues(field: CommentField): unknown[] {
  switch (field.kind) {
    case 'choice':
      return ['Castle', 7];
    case 'amount':
      return [field.min - 1, field.max + 1, 1.5, 'a lot'];
    default:
      return ['x'.repeat(field.maxLength + 1), 12, ...(field.required ? ['', '   '] : [])];
  }
}

describe('comment fields: each field of the table through the API', () => {
  const t = useTestApp();
  const users = useSignedInPair(t, 'each');

  const create = (user: SignedInUser, overrides: Record<string, unknown>) =>
    postComment(t, user, newCommentPayload(overrides));
  const read = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/marker/marker-comments/${id}` })).json().data;
  const edit = (id: string, user: SignedInUser, payload: Record<string, unknown>) =>
    editComment(t, user, id, payload);
  const ownCount = async (user: SignedInUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me/comments',
        headers: bearer(user.accessToken),
      })
    ).json().data.totalElements as number;

  it.each(FIELDS)('%s is saved, read back, and changed by its author only', async (name, field) => {
    const value = validValue(field, 0);
    const created = await create(users.alice, { [name]: padded(field, value) });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data[name]).toEqual(value);
    expect((await read(id))[name]).toEqual(value);

    // Another value: the author may change it; another account may not.
    const other = validValue(field, 1);
    expect((await edit(id, users.bob, { [name]: other })).statusCode).toBe(403);
    expect((await read(id))[name]).toEqual(value);
    const changed = await edit(id, users.alice, { [name]: padded(field, other) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data[name]).toEqual(other);
    expect((await read(id))[name]).toEqual(other);

    if (field.required) {
      // A required field can be neither left out nor cleared.
      const without: Record<string, unknown> = newCommentPayload();
      delete without[name];
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/marker',
        payload: without,
        headers: bearer(users.alice.accessToken),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect((await edit(id, users.alice, { [name]: null })).statusCode).toBe(400);
    } else {
      // An optional one left out reads null, and null clears it.
      const bare = await create(users.alice, {});
      expect(bare.json().data[name]).toBeNull();
      expect((await edit(id, users.alice, { [name]: value })).statusCode).toBe(200);
      expect((await edit(id, users.alice, { [name]: null })).statusCode).toBe(200);
      expect((await read(id))[name]).toBeNull();
    }
  });

  it.each(FIELDS)('%s out of its rules is refused, and nothing is saved', async (name, field) => {
    const before = await ownCount(users.alice);
    const saved = (await create(users.alice, {})).json().data;
    for (const bad of invalidValues(field)) {
      const res = await create(users.alice, { [name]: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toEqual(expect.any(String));
      const changed = await edit(saved.id, users.alice, { [name]: bad });
      expect(changed.statusCode).toBe(400);
    }
    expect(await ownCount(users.alice)).toBe(before + 1);
    expect((await read(saved.id))[name]).toEqual(saved[name]);
  });
});
