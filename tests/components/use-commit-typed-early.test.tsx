// @vitest-environment jsdom
import { act, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useCommitTypedEarly } from '@/components/use-commit-typed-early';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A field that commits on blur, as the checkout's are. */
function Field({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useCommitTypedEarly(input, value, onCommit);
  return <input ref={input} defaultValue={value} onBlur={(e) => onCommit(e.target.value)} />;
}

/** The field rendered on the server, `typed` into before hydration, then hydrated. */
async function hydratedAfterTyping(typed: string | null) {
  const commit = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field value="Road 1" onCommit={() => {}} />);
  const input = container.querySelector('input')!;
  if (typed !== null) {
    input.value = typed;
    // Its blur, before hydration: heard by no one.
    input.dispatchEvent(new FocusEvent('blur'));
  }
  const root = await act(async () =>
    hydrateRoot(container, <Field value="Road 1" onCommit={commit} />),
  );
  await act(async () => root.unmount());
  return commit;
}

describe('useCommitTypedEarly (a server-rendered form, issue 28)', () => {
  it('commits what was typed before hydration, once the field is live', async () => {
    const commit = await hydratedAfterTyping('Road 22');
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('Road 22');
  });

  it('commits nothing when nothing was typed', async () => {
    expect(await hydratedAfterTyping(null)).not.toHaveBeenCalled();
  });
});
