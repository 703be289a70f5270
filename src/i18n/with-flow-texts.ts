type Texts = { [key: string]: string | Texts };

/**
 * A language's texts with the flow explorer's (which ship in the explorer's chunk, not in the
 * first paint): tests and fixtures read the whole catalogue through this.
 */
export function withFlowTexts<T extends object>(base: T, flowTexts: { flows: object }): T {
  const flows = (base as unknown as { flows?: Texts }).flows ?? {};
  return { ...base, flows: { ...flows, ...(flowTexts.flows as Texts) } };
}
