/**
 * The machine with every key of its config in sorted order (states, events, delays…; arrays, such
 * as guarded candidates, keep theirs), made again with the same implementations. The path
 * generator tries events in the order the config lists them, so among equally short paths it
 * picks by key order: the diff generates the paths of both versions over this form, and a
 * reordering of keys changes no path. Document order matters to XState only where two parallel
 * regions take the same event; no registry machine relies on it.
 */
import { createMachine, type AnyStateMachine } from 'xstate';
import { sortKeys } from './implementation-names';

export function canonicalMachine(machine: AnyStateMachine): AnyStateMachine {
  return createMachine(
    sortKeys(machine.config) as never,
    machine.implementations as never,
  ) as unknown as AnyStateMachine;
}
