type Texts = { [key: string]: string | Texts };

function merge(into: Texts, part: Texts): Texts {
  const merged = { ...into };
  for (const [key, value] of Object.entries(part)) {
    const there = merged[key];
    merged[key] =
      typeof value === 'object' && typeof there === 'object' ? merge(there, value) : value;
  }
  return merged;
}

/**
 * A language's texts with those that ship in their feature's chunk (`src/i18n/locales/<feature>/`),
 * merged deeply as i18next's `addResourceBundle` does: tests and fixtures read the whole catalogue
 * through this.
 */
export function withFeatureTexts<T extends object>(base: T, ...parts: object[]): T {
  return parts.reduce<Texts>((acc, part) => merge(acc, part as Texts), base as Texts) as T;
}
