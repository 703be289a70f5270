/** What other features use of `modules` (a feature imports another only through its index). */
export { default as ModuleRail } from './ModuleRail';
export { useModules } from './use-modules';
export { ModuleSelection } from './ModuleSelection';
