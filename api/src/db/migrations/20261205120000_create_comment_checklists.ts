import type { Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * A comment's condition checklist: the list (and version) it was answered against and the
 * two winter measurements (`comment_checklists`), and one row an answered item
 * (`comment_condition_answers`) with the item's category, so a building's page adds up
 * answers given against different lists. `told_on` is a day as text (YYYY-MM-DD): a date
 * column would come back as a time in the server's zone on PostgreSQL. Both go with their
 * comment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comment_checklists')
    .addColumn('comment_id', 'text', (col) =>
      col.primaryKey().references('marker_comments.id').onDelete('cascade'),
    )
    .addColumn('list_id', 'text', (col) => col.notNull())
    .addColumn('coldest_room_celsius', 'real')
    .addColumn('indoor_humidity_percent', 'integer')
    .execute();

  await db.schema
    .createTable('comment_condition_answers')
    .addColumn('comment_id', 'text', (col) =>
      col.notNull().references('marker_comments.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('photo', 'text')
    .addColumn('told_on', 'text')
    .addColumn('fixed_after_days', 'integer')
    // A comment's answers in one read (the key's first column), one answer an item.
    .addPrimaryKeyConstraint('comment_condition_answers_pkey', ['comment_id', 'item_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comment_condition_answers').execute();
  await db.schema.dropTable('comment_checklists').execute();
}
