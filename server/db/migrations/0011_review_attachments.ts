import type { Kysely } from 'kysely';

/** The images a customer attaches to an item review (`items/reviews/submit`, `attachment[]`). */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('reviews')
    /** JSON array of upload names (served to anyone: reviews are public) */
    .addColumn('attachment', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('attachment').execute();
}
