import { fromPromise } from 'xstate';
import { fetchModules } from '@/api/catalogue';
import { modulesOfZones } from '@/domain/modules';
import { readZoneIds, saveModule } from '@/platform/location-store';
import { moduleSelectionMachine, type ModuleChoice } from '@machines/module-selection.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/shared';

const providedModuleSelection = ({ api }: AppSystem) =>
  moduleSelectionMachine.provide({
    actors: {
      loadModules: fromPromise<ModuleChoice[], void>(async () =>
        modulesOfZones(await fetchModules(api), readZoneIds() ?? []),
      ),
    },
  });

/** The module selection's actor: the chosen module is stored. */
export function useModuleSelectionFlow() {
  return useFlowActor(providedModuleSelection, undefined, (actor) => {
    const chosen = actor.on('moduleChosen', (event) => saveModule(event.module));
    return () => chosen.unsubscribe();
  });
}
