type Texts = { [key: string]: string | Texts };

/**
 * A language's texts with those that ship in their feature's chunk (`src/i18n/locales/<feature>/`):
 * tests and fixtures read the whole catalogue through this. Each part's top-level keys are merged
 * one level deep into the base's.
 */
export function withFeatureTexts<T extends object>(base: T, ...parts: object[]): T {
  const merged = { ...base } as Record<string, unknown>;
  for (const part of parts)
    for (const [key, value] of Object.entries(part as Texts))
      merged[key] = { ...((merged[key] as Texts | undefined) ?? {}), ...(value as Texts) };
  return merged as T;
}
