import type { Db } from '../../db/client';
import type { CatalogueData } from './catalogue-data';
import { applyChanges, loadCatalogue } from './catalogue-load';
import { warmItemTexts } from './list-pages';
import { changesSince, lastSeq, logFloor, pruneLog } from './change-log';

/**
 * One process's catalogue in memory, kept as the database is (issue 29: a varied search cannot
 * afford to count and sort its matches in SQL on every request). Loaded once at start; before
 * each list the log's last `seq` is read (one index lookup on either engine): unchanged, the
 * memory answers; moved, the rows named since are read again first, so a list asked after a
 * write has committed, in any process, sees it. Not loaded yet, or behind a pruned log (being
 * loaded again), `fresh` answers undefined and the lists use SQL.
 *
 * Why a read per request rather than messages between processes or a timer: it costs one
 * indexed `select max(seq)` (tens of µs on SQLite), works the same for every writer and
 * engine (a seed, the simulator, another instance on PostgreSQL), and never answers from a
 * catalogue older than a write the client has already seen answered.
 */
export class CatalogueModel {
  readonly #db: Db;
  #data: CatalogueData | undefined;
  #seq = 0;
  #loading: Promise<void> | undefined;
  #applying: Promise<void> | undefined;
  #warming: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Loads the catalogue (again); the lists use SQL until it is in. */
  load(): Promise<void> {
    this.#loading ??= this.#load().finally(() => (this.#loading = undefined));
    return this.#loading;
  }

  async #load() {
    this.#data = undefined;
    // The log's position first: whatever changes while the rows are read is read again after.
    const seq = await lastSeq(this.#db);
    const data = await loadCatalogue(this.#db);
    if (this.#closed) return;
    this.#seq = seq;
    this.#data = data;
    await this.#catchUp();
    await pruneLog(this.#db, this.#seq, await logFloor(this.#db));
    // The items' texts after, in the background: lists answer from memory meanwhile.
    this.#warming = warmItemTexts(this.#db, data).catch((err: unknown) => {
      if (!this.#closed) console.error("keeping the items' texts failed:", err);
    });
  }

  /** Resolves once the items' texts of the last load are kept (for tests and the bench). */
  warmed(): Promise<void> {
    return this.#warming;
  }

  /** Loads again in the background (errors are logged unless closed). */
  #reload() {
    this.#data = undefined;
    void this.load().catch((err: unknown) => {
      if (!this.#closed) console.error('catalogue load failed:', err);
    });
  }

  start() {
    this.#reload();
  }

  close() {
    this.#closed = true;
    this.#data = undefined;
  }

  /** The catalogue as the database has it now, or undefined (use SQL). */
  async fresh(): Promise<CatalogueData | undefined> {
    if (!this.#data) return undefined;
    const last = await lastSeq(this.#db);
    // A log that starts again (the schema dropped and made again): load it all again.
    if (last < this.#seq) this.#reload();
    let stalls = 0;
    while (this.#data && this.#seq < last) {
      const before = this.#seq;
      this.#applying ??= this.#catchUp().finally(() => (this.#applying = undefined));
      await this.#applying;
      // A catch-up started before `last` was read may end short of it; one started after
      // cannot, unless the log lost rows: then load it all again.
      if (this.#seq === before && ++stalls > 1) this.#reload();
    }
    return this.#data;
  }

  async #catchUp() {
    const data = this.#data;
    if (!data) return;
    const changes = await changesSince(this.#db, this.#seq);
    // Read after the changes: a prune committed before this read removed none of them unread.
    const floor = await logFloor(this.#db);
    if (floor > this.#seq) {
      this.#reload();
      return;
    }
    if (changes.length === 0) return;
    await applyChanges(this.#db, data, changes);
    const last = changes[changes.length - 1]!.seq;
    if (this.#data === data) this.#seq = last;
    await pruneLog(this.#db, last, floor);
  }
}

const models = new WeakMap<Db, { model: CatalogueModel; users: number }>();

/**
 * Starts keeping the catalogue of `db` in memory for the lists answered on it (once per Db,
 * however many apps share it); `release` when an app closes.
 */
export function keepCatalogue(db: Db): { release: () => void } {
  let kept = models.get(db);
  if (!kept) {
    kept = { model: new CatalogueModel(db), users: 0 };
    models.set(db, kept);
    kept.model.start();
  }
  kept.users++;
  const k = kept;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (--k.users > 0) return;
      k.model.close();
      if (models.get(db) === k) models.delete(db);
    },
  };
}

/** The catalogue of `db` as it is now, when kept and loaded; else undefined (use SQL). */
export async function freshCatalogue(db: Db): Promise<CatalogueData | undefined> {
  const model = models.get(db)?.model;
  if (!model) return undefined;
  try {
    return await model.fresh();
  } catch (err) {
    console.error('catalogue refresh failed, answering from SQL:', err);
    return undefined;
  }
}

/**
 * Resolves once the catalogue of `db` is in memory and its items' texts kept (for tests and the
 * bench's warm-up).
 */
export async function catalogueLoaded(db: Db): Promise<boolean> {
  const model = models.get(db)?.model;
  if (!model) return false;
  await model.load();
  await model.warmed();
  return (await model.fresh()) !== undefined;
}
