// Types of the recorder's client, which the demo store's and the plugin's tests also use.
export class Shopper {
  constructor(base: string, exchanges: unknown[], fetcher?: typeof fetch);
  jar: Map<string, string>;
  send(
    name: string,
    options: {
      method?: string;
      path: string;
      form?: Array<[string, string | number]>;
      json?: unknown;
      headers?: Record<string, string>;
      record?: boolean;
      note?: string;
    },
  ): Promise<{ status: number; headers: Headers; body: unknown; text: string }>;
}
