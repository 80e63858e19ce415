import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * Watched areas and their alerts.
 *
 * - `watched_areas`: a user's area (the map's view, a suburb or a radius around a place), kept
 *   as a bounding box (west > east crosses the antimeridian) plus, for a radius, its centre
 *   and metres; the list's filters (types as a JSON array, photos); paused; the unguessable
 *   tokens of its Atom feed and of its one-click email unsubscribe link; when its last email
 *   and SMS digests went (at most one per area and channel per hour).
 * - `alert_jobs`: the durable queue. A job is written in the same transaction as what causes
 *   it (a comment published), so nothing is lost when the process stops; `dedupe_key` is
 *   unique, so nothing is queued twice; workers claim a due job by setting `locked_until`
 *   (a lease: a worker that dies leaves it to be claimed again), retry with back-off
 *   (`attempts`, `run_at`, `last_error`) and mark it `done_at` or `failed_at`.
 * - `alert_deliveries`: one row per (area, comment, channel) ever matched, so a comment is
 *   told once per area and channel; `sent_at` is set when the digest or push carrying it
 *   went out.
 * - `push_subscriptions`: the Web Push subscriptions of a user's browsers.
 * - users: a phone number for SMS alerts and when it was verified by a code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const real = postgres ? 'double precision' : 'real';

  await db.schema
    .createTable('watched_areas')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('west', real, (col) => col.notNull())
    .addColumn('south', real, (col) => col.notNull())
    .addColumn('east', real, (col) => col.notNull())
    .addColumn('north', real, (col) => col.notNull())
    .addColumn('center_lat', real)
    .addColumn('center_lon', real)
    .addColumn('radius_m', real)
    .addColumn('types', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('photos', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paused', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('email_alerts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('feed_token', 'text', (col) => col.notNull().unique())
    .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
    .addColumn('email_sent_at', timestamp)
    .addColumn('sms_sent_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('watched_areas_user_idx')
    .on('watched_areas')
    .columns(['user_id', 'created_at'])
    .execute();
  // Matching a new comment reads the active areas whose latitude band holds it.
  await sql`create index watched_areas_active_idx on watched_areas (south, north)
    where paused = 0`.execute(db);

  await db.schema
    .createTable('alert_jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('run_at', timestamp, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', timestamp)
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('done_at', timestamp)
    .addColumn('failed_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await sql`create index alert_jobs_due_idx on alert_jobs (run_at)
    where done_at is null and failed_at is null`.execute(db);

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('area_id', 'text', (col) =>
      col.notNull().references('watched_areas.id').onDelete('cascade'),
    )
    .addColumn('comment_id', 'text', (col) =>
      col.notNull().references('marker_comments.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('sent_at', timestamp)
    .addPrimaryKeyConstraint('alert_deliveries_pkey', ['area_id', 'comment_id', 'channel'])
    .execute();
  await sql`create index alert_deliveries_pending_idx on alert_deliveries (area_id, channel)
    where sent_at is null`.execute(db);
  await db.schema
    .createIndex('alert_deliveries_comment_idx')
    .on('alert_deliveries')
    .column('comment_id')
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await db.schema.alterTable('users').addColumn('phone_number', 'text').execute();
  await db.schema.alterTable('users').addColumn('phone_verified_at', timestamp).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('alert_deliveries').execute();
  await db.schema.dropTable('alert_jobs').execute();
  await db.schema.dropTable('watched_areas').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
  await db.schema.alterTable('users').dropColumn('phone_number').execute();
}
