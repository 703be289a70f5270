import { expect } from 'vitest';
import type { ThemeInput } from '../../machines/theme.machine';
import { describeModel } from './support/describe-model';
import { themeModel } from '../../src/explorer/model/models/theme.model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, previous, event, emitted, calls, index }: StepContext) {
  expect(calls).toEqual([]);
  if (index === 0) {
    // The stored mode, nothing saved yet.
    expect(snapshot.value).toBe((path.variant.input as ThemeInput).mode);
    expect(emitted).toEqual([]);
    return;
  }
  expect(event.type).toBe('TOGGLE');
  const mode = previous!.value === 'dark' ? 'light' : 'dark';
  expect(snapshot.value).toBe(mode);
  // Every toggle is kept.
  expect(emitted).toEqual([{ type: 'themeSaved', mode }]);
}

describeModel(themeModel, {
  everyStep,
  states: {
    light: ({ snapshot }) => expect(snapshot.can({ type: 'TOGGLE' })).toBe(true),
    dark: ({ snapshot }) => expect(snapshot.can({ type: 'TOGGLE' })).toBe(true),
  },
});
