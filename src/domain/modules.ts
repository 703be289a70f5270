/** A module as far as the zone rule needs it. */
type ZonedModule = { zones: Array<{ id: number }> };

/** SPEC §2: the modules whose zones match the stored zone ids. */
export function modulesOfZones<M extends ZonedModule>(modules: M[], zoneIds: number[]): M[] {
  return modules.filter((module) => module.zones.some((zone) => zoneIds.includes(zone.id)));
}
