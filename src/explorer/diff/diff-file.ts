/**
 * Where `npm run flows:diff` leaves a diff for the explorer: `flows-data/diffs/<ref>.json`
 * (served under `/flows-data/`), which `/flows/<machine>?diff=<ref>` reads.
 */
import type { FlowsDiff } from './changes';

/** The file of the diff against `ref` (`origin/main` → `origin_main.json`). */
export function diffFileName(ref: string): string {
  return `${ref.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_')}.json`;
}

export const DIFFS_DIR = 'diffs';

/**
 * Where `npm run flows:gallery -- --keep-as <ref>` keeps the gallery of a ref (the pictures
 * before a change), under `/flows-data/`: `galleries/<ref>/`.
 */
export function keptGalleryDir(ref: string): string {
  return `galleries/${diffFileName(ref).slice(0, -'.json'.length)}`;
}

/** What the file holds: the diff, the commit the ref named and when it was made. */
export type DiffFile = FlowsDiff & { commit: string; madeAt: string };
