import { startSite } from './site.mjs';
import { zipPath } from '../scripts/zip.mjs';

/**
 * Builds and serves the scratch WordPress site for the whole run, the plugin installed from the zip `pnpm test:wp`
 * has just written; Playwright calls the returned function at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const site = await startSite({ port: Number(process.env.WP_PORT ?? 4245), zip: zipPath() });
  process.env.VITRINE_WP_SITE = site.site;
  return site.stop;
}
