// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HydrationState } from '@/components/use-hydrating';
import { useStoredRaw } from '@/platform/storage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The stored zone as a view shows it; every value it committed, in order. */
function Zone({ commits }: { commits: (string | null)[] }) {
  const zone = useStoredRaw('zoneid');
  useEffect(() => {
    commits.push(zone);
  }, [commits, zone]);
  return <p>{zone}</p>;
}

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe("storage's readers on a server-rendered page", () => {
  it('hydrate with what the server rendered, then show this browser’s value', async () => {
    // The server rendered zone 1 (the cookie copy); this browser has since stored zone 2.
    localStorage.setItem('zoneid', '[2]');
    container.innerHTML = '<p>[1]</p>';
    const commits: (string | null)[] = [];
    const errors: unknown[] = [];
    const shownWhenHydrated: (string | null)[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrationState
          renderedWith={{ zoneid: '[1]' }}
          onHydrated={() => shownWhenHydrated.push(container.textContent)}
        >
          <Zone commits={commits} />
        </HydrationState>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors, 'the server’s page kept').toEqual([]);
    expect(commits).toEqual(['[1]', '[2]']);
    expect(container.textContent).toBe('[2]');
    // Said hydrated once the page shows this browser's values (main.tsx: data-hydrated).
    expect(shownWhenHydrated).toEqual(['[2]']);
  });
});
