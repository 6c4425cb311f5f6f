import { startSite } from './site.mjs';

/** Builds and serves the scratch WordPress site for the whole run; Playwright calls the returned function at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const site = await startSite({ port: Number(process.env.WP_PORT ?? 4245) });
  process.env.VITRINE_WP_SITE = site.site;
  return site.stop;
}
