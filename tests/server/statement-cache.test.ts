// @vitest-environment node
import SqliteDatabase from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { withStatementCache } from '../../server/db/statement-cache';

const sqlite = new SqliteDatabase(':memory:');
afterEach(() => sqlite.exec('drop table if exists t'));

it('hands the same SQL its prepared statement back, the least recently used going first', () => {
  const db = withStatementCache(sqlite, 2);
  const one = db.prepare('select 1 as n');
  expect(db.prepare('select 1 as n')).toBe(one);
  const two = db.prepare('select 2 as n');
  db.prepare('select 1 as n'); // now the most recent
  db.prepare('select 3 as n'); // evicts "select 2"
  expect(db.prepare('select 1 as n')).toBe(one);
  expect(db.prepare('select 2 as n')).not.toBe(two);
});

it('sees a table changed after the statement was prepared', () => {
  sqlite.exec('create table t (n integer)');
  const db = withStatementCache(sqlite);
  expect(db.prepare('select * from t').all([])).toEqual([]);
  sqlite.exec('drop table t; create table t (n integer, m integer); insert into t values (1, 2)');
  expect(db.prepare('select * from t').all([])).toEqual([{ n: 1, m: 2 }]);
});
