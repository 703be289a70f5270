/** JSON columns: parse defensively (a broken row must not take a request down). */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function parseNumberArray(text: string | null | undefined): number[] {
  const v = parseJson<unknown>(text, []);
  return Array.isArray(v)
    ? v.filter((x): x is number => typeof x === 'number' && Number.isFinite(x))
    : [];
}

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;
