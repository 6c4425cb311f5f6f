// Finds the system Chromium (Debian's `chromium` package). Tests never download a browser of their own.
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.');
  return found;
}

/** Flags this machine needs: no sandbox as root, and no calls home (the network is closed). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];
