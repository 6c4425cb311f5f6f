// Types of the recorder's Store API flow, which the demo store's tests also send (demo/server/recorded.test.ts).
import type { Catalogue } from './flows.mjs';
export function storeApiFlow(base: string, cat: Catalogue, out: unknown[], fetcher?: typeof fetch): Promise<void>;
