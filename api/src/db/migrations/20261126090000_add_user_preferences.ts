import type { Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs the same on SQLite and PostgreSQL.

/**
 * What a user chooses on /profile and /settings, kept with the account so it follows them to
 * every device: the profile's preferences (budget range, room type; null until chosen) and
 * the settings. The stored values are the API's (shared/contract/preferences.ts), not the
 * screens' labels. Defaults: the product's for the notifications (email on, push on, SMS off);
 * a new account's name is not shown on its comments until its owner makes it public
 * ('private'); the map asks before using the location ('when-active').
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, 'text' | 'boolean', unknown][] = [
    ['budget_range', 'text', null],
    ['room_type', 'text', null],
    ['profile_visibility', 'text', 'private'],
    ['location_sharing', 'text', 'when-active'],
    ['email_notifications', 'boolean', true],
    ['push_notifications', 'boolean', true],
    ['sms_notifications', 'boolean', false],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('users')
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'sms_notifications',
    'push_notifications',
    'email_notifications',
    'location_sharing',
    'profile_visibility',
    'room_type',
    'budget_range',
  ]) {
    await db.schema.alterTable('users').dropColumn(name).execute();
  }
}
