/**
 * The machines whose generated paths run in Chromium against the real app (e2e/model), and
 * where: one spec file per machine, one test per chosen path, titled with the path's id.
 */
export const browserSpecFiles: Record<string, string> = {};

export function browserTestOf(machineId: string, pathId: string) {
  const file = browserSpecFiles[machineId];
  if (!file) return undefined;
  return {
    file,
    title: pathId,
    command: `npx playwright test ${file} -g "${pathId}"`,
  };
}
