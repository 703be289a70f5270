// @vitest-environment jsdom
import { act, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazyView } from '@/components/lazy-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** An importer the test settles by hand, counting how often it was called. */
function deferredImport() {
  const calls: { resolve: (view: ComponentType<{ name: string }>) => void; reject: () => void }[] =
    [];
  const importer = () =>
    new Promise<{ default: ComponentType<{ name: string }> }>((resolve, reject) => {
      calls.push({
        resolve: (view) => resolve({ default: view }),
        reject: () => reject(new Error('offline')),
      });
    });
  return { importer, calls };
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

const render = (node: ReactNode) => act(() => root.render(node));

describe('lazyView', () => {
  it('shows its fallback until the code is in, then the view with its props', async () => {
    const { importer, calls } = deferredImport();
    const View = lazyView(importer, { fallback: <span>Loading…</span> });
    await render(<View name="Ada" />);
    expect(container.textContent).toBe('Loading…');
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve(Greeting));
    expect(container.textContent).toBe('Hello Ada');
  });

  it("shows a use's own whileLoading instead of the view's fallback", async () => {
    const { importer, calls } = deferredImport();
    const View = lazyView(importer, { fallback: <span>Loading…</span> });
    await render(<View name="Ada" whileLoading={<button>Add</button>} />);
    expect(container.innerHTML).toBe('<button>Add</button>');
    await act(async () => calls[0]!.resolve(Greeting));
    expect(container.innerHTML).toBe('<p>Hello Ada</p>');
  });

  it('loads once for every copy on the page, and every copy shows when it is in', async () => {
    const { importer, calls } = deferredImport();
    const View = lazyView(importer);
    await render(
      <>
        <View name="one" />
        <View name="two" />
      </>,
    );
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve(Greeting));
    expect(container.textContent).toBe('Hello oneHello two');
  });

  it('with loadsItself false shows nothing until load() is called', async () => {
    const { importer, calls } = deferredImport();
    const View = lazyView(importer, { loadsItself: false });
    await render(<View name="Ada" />);
    expect(calls).toHaveLength(0);
    const loading = View.load();
    await act(async () => {
      calls[0]!.resolve(Greeting);
      await loading;
    });
    expect(container.textContent).toBe('Hello Ada');
  });

  it('asks again after a failed load, the next time it mounts', async () => {
    const { importer, calls } = deferredImport();
    const View = lazyView(importer);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await render(<View name="Ada" />);
      await act(async () => calls[0]!.reject());
      expect(container.textContent).toBe('');
      await render(null);
      await render(<View name="Ada" />);
      expect(calls).toHaveLength(2);
      await act(async () => calls[1]!.resolve(Greeting));
      expect(container.textContent).toBe('Hello Ada');
    } finally {
      console.warn = warn;
    }
  });
});
