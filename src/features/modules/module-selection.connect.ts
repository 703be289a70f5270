import type { SnapshotFrom } from 'xstate';
import type {
  ModuleChoice,
  ModuleSelectionEvent,
  moduleSelectionMachine,
} from '@machines/module-selection.machine';

/** The module tiles, their skeletons, the empty and failed states. */
export function connect(
  snapshot: SnapshotFrom<typeof moduleSelectionMachine>,
  send: (event: ModuleSelectionEvent) => void,
) {
  return {
    isLoading: snapshot.matches('loading'),
    isEmpty: snapshot.matches('empty'),
    /** Why loading failed (for the error state to put in words), null while it did not. */
    failure: snapshot.matches('failed') ? { error: snapshot.context.error } : null,
    modules: snapshot.context.modules,
    choose: (module: ModuleChoice) =>
      send({
        type: 'CHOOSE',
        module: { id: module.id, module_name: module.module_name, module_type: module.module_type },
      }),
    retry: () => send({ type: 'RETRY' }),
  };
}
