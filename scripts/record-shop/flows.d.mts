// Types of the recorder's flows, which the demo store's tests also send (demo/server/recorded.test.ts).
export interface Catalogue {
  ids: Record<string, number>;
  casquetteAny: number;
  pullMGris: number;
  pullLGris: number;
}
export function catalogue(base: string, fetcher?: typeof fetch): Promise<Catalogue>;
type Flow = (base: string, cat: Catalogue, out: unknown[], fetcher?: typeof fetch) => Promise<void>;
export const storeCartFlow: Flow;
export const sideCartFlow: Flow;
