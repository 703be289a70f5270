import { expect } from 'vitest';
import { describeModel } from './support/describe-model';
import { moduleSelectionModel } from '../../src/explorer/model/models/module-selection.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, event, emitted, calls }: StepContext) {
  // Every (re)load asks for the modules once.
  if (snapshot.matches('loading')) expect(calls.map((call) => call.id)).toEqual(['loadModules']);
  else expect(calls).toEqual([]);
  if (!snapshot.matches('chosen')) expect(emitted).toEqual([]);
  if (event.type === 'xstate.done.actor.loadModules') {
    expect(snapshot.context.modules).toEqual(event.output);
    expect(snapshot.context.error).toBeNull();
    const count = event.output.length;
    expect(snapshot.value).toBe(count === 0 ? 'empty' : count === 1 ? 'chosen' : 'choosing');
  }
}

describeModel(moduleSelectionModel, {
  everyStep,
  states: {
    loading: ({ snapshot }) => {
      expect(snapshot.children.loadModules).toBeDefined();
      expect(snapshot.context.chosen).toBeNull();
    },
    empty: ({ snapshot }) => {
      expect(snapshot.context.modules).toEqual([]);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
    failed: ({ snapshot, event }) => {
      expect(event.type).toBe('xstate.error.actor.loadModules');
      expect(snapshot.context.error).toBe(event.error);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
    choosing: ({ snapshot }) => {
      expect(snapshot.context.modules.length).toBeGreaterThan(1);
      expect(snapshot.context.chosen).toBeNull();
    },
    chosen: ({ snapshot, event, emitted }) => {
      // Exactly one module is chosen automatically; otherwise the tile the customer picked.
      const expected = event.type === 'CHOOSE' ? event.module : event.output[0];
      expect(event.type === 'CHOOSE' || event.output.length === 1).toBe(true);
      expect(snapshot.context.chosen).toEqual(expected);
      expect(snapshot.output).toEqual(expected);
      expect(snapshot.status).toBe('done');
      expect(emitted).toEqual([
        { type: 'moduleChosen', module: expected },
        { type: 'toast', status: 'success', messageKey: 'modules.selected' },
        { type: 'navigate', to: '/home' },
      ]);
    },
  },
});
