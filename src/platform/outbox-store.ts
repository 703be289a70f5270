/**
 * The cart changes made offline (issue 31), kept in IndexedDB until they are sent: in the order
 * they were made (`seq`), each with its own idempotency key. Only this page's own browser reads
 * them; a signed-out customer's are dropped with the session (`clearOutbox`), another visitor's
 * and old ones after each replay (`dropChanges`, by src/domain/outbox.ts).
 */

/** The query key the app reads the outbox under (the cart's lines show theirs as waiting). */
export const OUTBOX_KEY = ['outbox'] as const;

const DB_NAME = 'storefront-outbox';
const STORE = 'changes';

/** What an offline add asks for (the add-to-cart machine's request, without the page's facts). */
export type QueuedAdd = {
  kind: 'add';
  itemId: number;
  storeId: number;
  itemPath: string;
  quantity: number;
  price: number;
  variation?: unknown[];
  addOnIds?: number[];
  addOnQtys?: number[];
  item?: unknown;
};
export type QueuedUpdate = { kind: 'update'; cartId: number; quantity: number };
export type QueuedRemove = { kind: 'remove'; cartId: number };
export type QueuedChange = (QueuedAdd | QueuedUpdate | QueuedRemove) & {
  /** The Idempotency-Key it is sent with, however often. */
  key: string;
  /** The cart it belongs to: the owner's guest id and the module (CONTRACT "Cart"). */
  guestId: string | null;
  moduleId: number | undefined;
  /** When it was made (ms since the epoch): a change kept too long is dropped. */
  queuedAt: number;
};
export type StoredChange = QueuedChange & { seq: number };

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** Keeps a change; answers its place in the order. */
export async function queueChange(change: QueuedChange): Promise<number> {
  return Number(await run('readwrite', (store) => store.add(change)));
}

/** Every kept change, oldest first. */
export async function queuedChanges(): Promise<StoredChange[]> {
  if (typeof indexedDB === 'undefined') return [];
  return run('readonly', (store) => store.getAll() as IDBRequest<StoredChange[]>);
}

export async function replaceChange(change: StoredChange): Promise<void> {
  await run('readwrite', (store) => store.put(change));
}

export async function dropChange(seq: number): Promise<void> {
  await run('readwrite', (store) => store.delete(seq));
}

/** Drops the changes of these places in the order, at once. */
export async function dropChanges(seqs: readonly number[]): Promise<void> {
  if (seqs.length === 0) return;
  const db = await database();
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    for (const seq of seqs) store.delete(seq);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

export async function clearOutbox(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await run('readwrite', (store) => store.clear());
}
