import { useEffect, useState } from 'react';
import type { RunCoverage } from './coverage';

/**
 * What the test runs leave for the explorer under `/flows-data/` (git-ignored `flows-data/`,
 * served by the provider: server/http/static.ts): the last run's browser coverage
 * (`coverage.json`, ./coverage.ts) and the gallery's pictures (`gallery/index.json`, written by
 * `npm run flows:gallery`). Either may be missing: the explorer then says how to make it.
 */
export const FLOWS_DATA = '/flows-data';

/** The gallery's looks: English light at 1280 px and Arabic dark at 390 px. */
export const GALLERY_LOOKS = ['en-light-1280', 'ar-dark-390'] as const;
export type GalleryLook = (typeof GALLERY_LOOKS)[number];

export type GalleryIndex = {
  version: 1;
  takenAt: string;
  /** Per state id (`machine.a.b`), per look, the picture's path under /flows-data/. */
  pictures: Record<string, Partial<Record<GalleryLook, string>>>;
};

export type FlowsData = {
  coverage: RunCoverage | undefined;
  gallery: GalleryIndex | undefined;
  loaded: boolean;
};

export async function fetchJson<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    return (await response.json()) as T;
  } catch {
    return undefined;
  }
}

let cached: Promise<Omit<FlowsData, 'loaded'>> | undefined;

function load(): Promise<Omit<FlowsData, 'loaded'>> {
  cached ??= Promise.all([
    fetchJson<RunCoverage>(`${FLOWS_DATA}/coverage.json`),
    fetchJson<GalleryIndex>(`${FLOWS_DATA}/gallery/index.json`),
  ]).then(([coverage, gallery]) => ({
    coverage: coverage?.version === 1 ? coverage : undefined,
    gallery: gallery?.version === 1 ? gallery : undefined,
  }));
  return cached;
}

/** The coverage and gallery, fetched once per page load. */
export function useFlowsData(): FlowsData {
  const [data, setData] = useState<FlowsData>({
    coverage: undefined,
    gallery: undefined,
    loaded: false,
  });
  useEffect(() => {
    let active = true;
    void load().then((loaded) => {
      if (active) setData({ ...loaded, loaded: true });
    });
    return () => {
      active = false;
    };
  }, []);
  return data;
}

/** A picture's address (absolute when `origin` is given: the Markdown plan's). */
export function pictureUrl(path: string, origin = ''): string {
  return `${origin}${FLOWS_DATA}/${path}`;
}

/**
 * The pictures of a step: those of its innermost active states (a compound state's picture is
 * its active child's), in the order the states are listed.
 */
export function stepPictures(
  gallery: GalleryIndex | undefined,
  states: readonly string[],
): Array<{ state: string; pictures: Partial<Record<GalleryLook, string>> }> {
  if (!gallery) return [];
  const leaves = states.filter(
    (id) => !states.some((other) => other !== id && other.startsWith(`${id}.`)),
  );
  return leaves
    .filter((id) => gallery.pictures[id])
    .map((id) => ({ state: id, pictures: gallery.pictures[id]! }));
}
