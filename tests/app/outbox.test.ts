// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { createAppSystem } from '@/system/app-system';
import type { StoredChange } from '@/platform/outbox-store';

/** No provider here: what the session sends (ending a token) fails, as offline. */
const noProvider = () => createApiClient({ origin: 'http://127.0.0.1:9', headers: () => ({}) });

// The outbox's IndexedDB as a list in memory: what the replay keeps and drops is read from it.
const kept = vi.hoisted(() => ({ changes: [] as StoredChange[] }));
vi.mock('@/platform/outbox-store', () => ({
  OUTBOX_KEY: ['outbox'],
  queuedChanges: async () => [...kept.changes],
  dropChange: async (seq: number) => {
    kept.changes = kept.changes.filter((change) => change.seq !== seq);
  },
  dropChanges: async (seqs: number[]) => {
    kept.changes = kept.changes.filter((change) => !seqs.includes(change.seq));
  },
  queueChange: async () => 0,
  replaceChange: async () => {},
  clearOutbox: async () => {
    kept.changes = [];
  },
}));

const { clearOutboxOnSignOut, pruneOutbox } = await import('@/system/outbox');
const { createSessionActor } = await import('@/system/session');

const NOW = Date.UTC(2026, 10, 28, 6, 0);
const change = (seq: number, guestId: string, moduleId: number, queuedAt = NOW): StoredChange => ({
  seq,
  kind: 'update',
  cartId: 10 + seq,
  quantity: 2,
  key: `key-${seq}`,
  guestId,
  moduleId,
  queuedAt,
});

describe('the outbox after a replay (issue 31)', () => {
  beforeEach(() => {
    kept.changes = [
      change(1, 'guest-a', 1),
      change(2, 'guest-b', 1),
      change(3, 'guest-a', 2),
      change(4, 'guest-a', 2, NOW - 8 * 24 * 60 * 60 * 1000),
    ];
  });

  it("drops another visitor's changes and those kept over a week; keeps the visitor's other module", async () => {
    await pruneOutbox('guest-a', NOW);
    expect(kept.changes.map((each) => each.seq)).toEqual([1, 3]);
  });

  it('keeps everything while the visitor is not known', async () => {
    await pruneOutbox(null, NOW);
    expect(kept.changes).toHaveLength(4);
  });

  it("drops a signed-out customer's changes with the session: never sent as the guest's", async () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('guest_id', 'guest-a');
    const system = createAppSystem({ queryClient: new QueryClient(), api: noProvider });
    const session = system.actor(createSessionActor);
    clearOutboxOnSignOut(system);
    session.send({ type: 'LOGOUT' });
    session.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(kept.changes).toEqual([]));
    session.stop();
  });
});
