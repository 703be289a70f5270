import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { fetchModules } from '@/api/catalogue';
import { useFlowEffects } from '@/app/use-flow-effects';
import { readZoneIds, saveModule } from '@/platform/location-store';
import { moduleSelectionMachine, type ModuleChoice } from '@machines/module-selection.machine';
import type { Module } from '@/api/schemas/catalogue';

/** SPEC §2: the modules whose zones match the stored zone ids. */
export function modulesOfZones(modules: Module[], zoneIds: number[]): Module[] {
  return modules.filter((module) => module.zones.some((zone) => zoneIds.includes(zone.id)));
}

const providedMachine = moduleSelectionMachine.provide({
  actors: {
    loadModules: fromPromise<ModuleChoice[], void>(async () =>
      modulesOfZones(await fetchModules(), readZoneIds() ?? []),
    ),
  },
});

export function useModuleSelection() {
  const actor = useActorRef(providedMachine);
  useFlowEffects(actor);
  useEffect(() => {
    const subscription = actor.on('moduleChosen', (event) => saveModule(event.module));
    return () => subscription.unsubscribe();
  }, [actor]);
  const snapshot = useSelector(actor, (s) => s);
  return {
    isLoading: snapshot.matches('loading'),
    isEmpty: snapshot.matches('empty'),
    failed: snapshot.matches('failed') ? snapshot.context.error : null,
    modules: snapshot.context.modules,
    choose: (module: ModuleChoice) =>
      actor.send({
        type: 'CHOOSE',
        module: { id: module.id, module_name: module.module_name, module_type: module.module_type },
      }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
