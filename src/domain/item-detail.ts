/** SPEC §9: the item detail's description shows 130 characters until Read more. */
export const DESCRIPTION_CLAMP = 130;
/** SPEC §9 "Read-more truncation 70 characters": descriptions on cards and the store page. */
export const READ_MORE_CLAMP = 70;
/** SPEC §2: the gallery shows 5 thumbnails at a time. */
export const THUMBNAILS_AT_A_TIME = 5;

/** The description cut at `limit` characters (on a word when one ends near it), and whether it was. */
export function clampDescription(
  text: string,
  limit = DESCRIPTION_CLAMP,
): { text: string; clamped: boolean } {
  const chars = [...text.trim()];
  if (chars.length <= limit) return { text: chars.join(''), clamped: false };
  const cut = chars.slice(0, limit).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const short = lastSpace > limit * 0.8 ? cut.slice(0, lastSpace) : cut;
  return { text: `${short.trimEnd()}…`, clamped: true };
}

/** The main image then the others, each once. */
export function galleryImages(
  main: string | null | undefined,
  others: ReadonlyArray<string> | null | undefined,
): string[] {
  return [...new Set([main, ...(others ?? [])].filter((url): url is string => !!url))];
}

/** The first thumbnail to show so that `selected` is among the `size` shown. */
export function thumbnailStart(
  count: number,
  selected: number,
  start: number,
  size = THUMBNAILS_AT_A_TIME,
): number {
  const last = Math.max(0, count - size);
  if (selected < start) return Math.min(last, Math.max(0, selected));
  if (selected >= start + size) return Math.min(last, selected - size + 1);
  return Math.min(Math.max(0, start), last);
}

export type Availability =
  | { kind: 'available' }
  /** Outside its hours, but the store takes scheduled orders: ordering is still offered. */
  | { kind: 'scheduled'; starts: string; ends: string }
  | { kind: 'unavailable'; starts: string; ends: string };

function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'HH:MM' of a provider time ('09:00:00'). */
export function shortTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : time;
}

/**
 * SPEC §4: inside its window the item is offered; outside it, with schedule_order, ordering is
 * still offered; else 'Not Available now' with its hours. A window may run past midnight.
 */
export function itemAvailability(
  window: { starts: string | null | undefined; ends: string | null | undefined },
  nowMinutes: number,
  scheduleOrder: boolean,
): Availability {
  const starts = minutesOf(window.starts);
  const ends = minutesOf(window.ends);
  if (starts === null || ends === null || starts === ends) return { kind: 'available' };
  // The end minute counts as inside: '23:59:59' keeps an all-day item on sale at 23:59.
  const inside =
    starts < ends
      ? nowMinutes >= starts && nowMinutes <= ends
      : nowMinutes >= starts || nowMinutes <= ends;
  if (inside) return { kind: 'available' };
  const hours = { starts: shortTime(window.starts!), ends: shortTime(window.ends!) };
  return scheduleOrder ? { kind: 'scheduled', ...hours } : { kind: 'unavailable', ...hours };
}

/** Minutes since midnight of `instant` in the business time zone. */
export function minutesInZone(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

type CategoryNode = {
  id: number;
  name: string;
  childes?: ReadonlyArray<{ id: number; name: string }>;
};

/** The item's categories (root, then sub-category) by name, each with its catalogue page. */
export function categoryChips(
  ids: ReadonlyArray<number>,
  tree: ReadonlyArray<CategoryNode>,
): Array<{ id: number; name: string; href: string }> {
  const found = new Map<number, { name: string; href: string }>();
  for (const root of tree) {
    found.set(root.id, { name: root.name, href: `/category/${root.id}` });
    for (const child of root.childes ?? [])
      found.set(child.id, { name: child.name, href: `/category/${root.id}?sub=${child.id}` });
  }
  return ids.flatMap((id) => {
    const chip = found.get(id);
    return chip ? [{ id, ...chip }] : [];
  });
}
