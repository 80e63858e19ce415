import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs the same on SQLite and PostgreSQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('username', 'text')
    .addColumn('email_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('google_subject', 'text', (col) => col.unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  // Emails and usernames are unique whatever their case.
  await db.schema
    .createIndex('users_email_lower_unique')
    .on('users')
    .unique()
    .column(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex('users_username_lower_unique')
    .on('users')
    .unique()
    .column(sql`lower(username)`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
