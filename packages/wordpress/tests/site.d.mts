export function checkTools(): void;
export function startSite(options: { port: number }): Promise<{ url: string; site: string; root: string; stop: () => Promise<void> }>;
