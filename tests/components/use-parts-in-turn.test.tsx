// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HydrationState, usePartsInTurn } from '@/components/use-hydrating';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Three parts below a first screen; every count the page committed, in order. */
function Parts({ commits }: { commits: number[] }) {
  const shown = usePartsInTurn(3);
  useEffect(() => {
    commits.push(shown);
  }, [commits, shown]);
  return <p>{Array.from({ length: shown }, (_, index) => `part ${index + 1}`).join(', ')}</p>;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

/** A few frames, each in its own act(): React renders what one scheduled before the next. */
async function frames(count: number) {
  for (let frame = 0; frame < count; frame++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('usePartsInTurn', () => {
  it('renders every part at once in a browser render', async () => {
    const commits: number[] = [];
    await act(() => root.render(<Parts commits={commits} />));
    await frames(5);
    expect(container.textContent).toBe('part 1, part 2, part 3');
    expect(commits).toEqual([3]);
  });

  it('renders none while the page hydrates, then one more part in each commit', async () => {
    const commits: number[] = [];
    await act(() =>
      root.render(
        <HydrationState renderedWith={{}}>
          <Parts commits={commits} />
        </HydrationState>,
      ),
    );
    await frames(10);
    expect(container.textContent).toBe('part 1, part 2, part 3');
    expect(commits).toEqual([0, 1, 2, 3]);
  });
});
