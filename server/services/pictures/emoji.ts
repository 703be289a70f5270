import { createRequire } from 'node:module';

/**
 * Fluent Emoji Flat drawings (MIT, Microsoft; from `@iconify-json/fluent-emoji-flat`), read
 * on the first picture asked for. Only the ids the picture tables name are kept, so the 3 MB
 * set is parsed once and then left to the garbage collector.
 */

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

export interface EmojiDrawing {
  body: string;
  width: number;
  height: number;
}

let kept: Map<string, EmojiDrawing> | null = null;

function load(ids: Iterable<string>): Map<string, EmojiDrawing> {
  const set = createRequire(import.meta.url)(
    '@iconify-json/fluent-emoji-flat/icons.json',
  ) as IconSet;
  const out = new Map<string, EmojiDrawing>();
  for (const id of ids) {
    const icon = set.icons[id] ?? set.icons[set.aliases?.[id]?.parent ?? ''];
    if (!icon) continue;
    out.set(id, {
      body: icon.body,
      width: icon.width ?? set.width ?? 32,
      height: icon.height ?? set.height ?? 32,
    });
  }
  return out;
}

/** The drawing of one emoji id, or undefined when the set has no such id. */
export function emoji(id: string, allIds: () => Iterable<string>): EmojiDrawing | undefined {
  kept ??= load(allIds());
  return kept.get(id);
}
