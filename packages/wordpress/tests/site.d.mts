export function checkTools(): void;
export function startSite(options: { port: number; zip: string }): Promise<{ url: string; site: string; root: string; stop: () => Promise<void> }>;
