import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs the same on SQLite and PostgreSQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

  // Refresh tokens: only a hash of each opaque token is kept. Every sign-in starts a family;
  // each refresh marks the used token and adds the next one to the same family.
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    // The family's absolute end: rotation copies it, never extends it.
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .addColumn('revoked_at', timestamp)
    .execute();
  await db.schema
    .createIndex('refresh_tokens_family_id_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_user_id_idx')
    .on('refresh_tokens')
    .column('user_id')
    .execute();

  // Emailed 6-digit codes (email verification, password reset), stored as keyed hashes.
  await db.schema
    .createTable('account_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('consumed_at', timestamp)
    .execute();
  await db.schema
    .createIndex('account_codes_user_purpose_idx')
    .on('account_codes')
    .columns(['user_id', 'purpose'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_codes').execute();
  await db.schema.dropTable('refresh_tokens').execute();
}
