// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findItems } from '../../server/services/items-query';
import { ftsMatchCount, nameContainsAll, searchTerms } from '../../server/services/text-match';
import { MODULE, ZONE } from './helpers';
import { makeWorld, type TestWorld } from './helpers';

/** Name matching through the FTS5 trigram index gives what "contains every word" means. */

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

async function matching(table: 'items' | 'stores', text: string, probe = false): Promise<number[]> {
  const terms = searchTerms(text);
  const rows = await w.db
    .selectFrom(table)
    .select('id')
    .where((eb) => eb.and(nameContainsAll(w.db, table, terms, { probe })))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The meaning, computed in JavaScript over every row. */
async function expected(table: 'items' | 'stores', text: string): Promise<number[]> {
  const terms = searchTerms(text);
  const rows = await w.db.selectFrom(table).select(['id', 'name']).orderBy('id').execute();
  return rows.filter((r) => terms.every((t) => r.name.toLowerCase().includes(t))).map((r) => r.id);
}

describe('nameContainsAll', () => {
  it.each([
    'rice',
    'RICE',
    'chicken roast',
    'roast chicken',
    'ice',
    'oil 1l',
    '1l',
    'a',
    'kg 5',
    'special kacchi',
    'zzzz',
    '50%',
    'rice_',
    'say "hi"',
  ])('items named with every word of %j', async (text) => {
    expect(await matching('items', text)).toEqual(await expected('items', text));
  });

  it.each(['house', 'HOUSE', 'mart', 'ma', 'fresh mart'])(
    'stores named with every word of %j',
    async (text) => {
      expect(await matching('stores', text)).toEqual(await expected('stores', text));
    },
  );

  it('follows renames, new rows and deletions (the index is kept by triggers)', async () => {
    const item = await w.db.selectFrom('items').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await w.db
      .updateTable('items')
      .set({ name: 'Quokkaberry Jam' })
      .where('id', '=', item.id)
      .execute();
    expect(await matching('items', 'quokkaberry jam')).toEqual([item.id]);
    expect(await matching('items', item.name)).not.toContain(item.id);

    const { id: _id, ...copy } = item;
    const added = await w.db
      .insertInto('items')
      .values({ ...copy, name: 'Quokkaberry Syrup', slug: `${item.slug}-copy` })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await matching('items', 'quokkaberry')).toEqual([item.id, added.id]);

    await w.db.deleteFrom('items').where('id', '=', added.id).execute();
    expect(await matching('items', 'quokkaberry')).toEqual([item.id]);
  });

  /** The probed form (many matches: the rows read through another index) means the same. */
  it.each(['rice', 'chicken roast', 'ice', 'a'])(
    'probing the matches of "%s" finds the same rows',
    async (text) => {
      expect(await matching('items', text, true)).toEqual(await expected('items', text));
    },
  );

  // SQLite's FTS5 index: PostgreSQL has none (its search reads the items themselves).
  it.skipIf(Boolean(process.env.TEST_PG_URL))(
    'counts the FTS5 matches of the indexed words only',
    async () => {
      expect(await ftsMatchCount(w.db, 'items', ['ab'])).toBeUndefined();
      const all = await expected('items', 'rice');
      expect(await ftsMatchCount(w.db, 'items', ['rice'])).toBe(all.length);
    },
  );
});

describe('item lists with many matches', () => {
  it('answer the same page, total and categories whether the matches are probed or looked up', async () => {
    const query = {
      zoneIds: [ZONE.central, ZONE.uttara, ZONE.gulshan],
      moduleId: MODULE.grocery,
      terms: ['ice'],
      order: 'price_high' as const,
      limit: 5,
      offset: 2,
    };
    const looked = await findItems(w.db, { ...query, probe: false }, { categories: true });
    const probed = await findItems(w.db, { ...query, probe: true }, { categories: true });
    expect(looked.total_size).toBeGreaterThan(5);
    expect(probed).toEqual(looked);
  });
});
