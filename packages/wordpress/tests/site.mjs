// The scratch WordPress site the plugin's tests run against, built from scratch each run out of Debian's packages:
// a throwaway MariaDB datadir on a private socket, WordPress copied from /usr/share/wordpress with our wp-config.php,
// the plugin installed from its zip (scripts/zip.mjs) as wp-admin installs an upload, the WooCommerce test double as a
// must-use plugin, served by `php -S`.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const WORDPRESS = '/usr/share/wordpress';
const APT_PACKAGES = 'php-cli php-mysql mariadb-server wordpress';

function has(command, args = ['--version']) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Fails with the exact apt-get line when a part is missing, like scripts/find-chromium.mjs does for Chromium. */
export function checkTools() {
  const missing = [];
  if (!has('php')) missing.push('php-cli');
  else if (!has('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);'])) missing.push('php-mysql');
  if (!['/usr/sbin/mariadbd', '/usr/bin/mariadb-install-db', '/usr/bin/mariadb'].every((path) => existsSync(path))) missing.push('mariadb-server');
  if (!existsSync(join(WORDPRESS, 'wp-settings.php'))) missing.push('wordpress');
  if (missing.length) {
    throw new Error(
      `The WordPress plugin tests need Debian's ${missing.join(', ')}: install them with\n` +
        `  apt-get install -y --no-install-recommends ${APT_PACKAGES}\n(.ci/run does it on CI).`,
    );
  }
}

function waitFor(what, test, timeoutMs = 30_000) {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = async () => {
      if (await test().catch(() => false)) return resolve();
      if (Date.now() - start > timeoutMs) return reject(new Error(`${what} did not start within ${timeoutMs / 1000} s`));
      setTimeout(tick, 100);
    };
    tick();
  });
}

/** Each server runs in its own process group (PHP's workers are children): the whole group is stopped. */
function stopProcess(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  });
}

function wpConfig({ socket, url }) {
  const salt = () => randomBytes(24).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  return `<?php
define('DB_NAME', 'vitrine');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys.map((key) => `define('${key}', '${salt()}');`).join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WPLANG', 'fr_FR');
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', __DIR__ . '/debug.log');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}

/** Builds and starts the site with the plugin installed from `zip`; resolves once WordPress answers. */
export async function startSite({ port, zip }) {
  checkTools();
  if (!existsSync(zip)) throw new Error(`No plugin zip at ${zip}: run \`pnpm --filter @vitrine/wordpress zip\` first.`);
  const root = `/tmp/vitrine-wp-${port}`;
  const site = join(root, 'site');
  const datadir = join(root, 'db');
  const socket = join(root, 'mysqld.sock');
  const url = `http://127.0.0.1:${port}`;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];

  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${datadir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot], {
    stdio: 'ignore',
  });
  const db = spawn(
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--pid-file=${join(root, 'mysqld.pid')}`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=32M',
      ...asRoot,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let dbLog = '';
  db.stderr.on('data', (chunk) => (dbLog += chunk));
  let server;
  const stop = async () => {
    await stopProcess(server);
    await stopProcess(db);
  };
  try {
    await waitFor('MariaDB', async () => existsSync(socket) && has('mariadb', [`--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE IF NOT EXISTS vitrine']));

    // WordPress's files, copied so that every __DIR__ in them is the site's; our config instead of Debian's.
    cpSync(WORDPRESS, site, { recursive: true, dereference: true, filter: (src) => !/\/wp-content(\/|$)|\/wp-config\.php$|\/\.htaccess$/.test(src) });
    writeFileSync(join(site, 'wp-config.php'), wpConfig({ socket, url }));
    for (const dir of ['plugins', 'mu-plugins', 'themes', 'uploads']) mkdirSync(join(site, 'wp-content', dir), { recursive: true });
    for (const file of readdirSync(join(here, 'site')).filter((f) =>
      /^(woocommerce(-templates|-settings)?-test-double|funnelkit-cart-test-double|vitrine-test-probe)\.php$|\.(js|css)$/.test(f),
    )) {
      cpSync(join(here, 'site', file), join(site, 'wp-content/mu-plugins', file));
    }
    cpSync(join(here, 'site/theme'), join(site, 'wp-content/themes/vitrine-test'), { recursive: true });
    cpSync(join(here, 'site/stock-theme'), join(site, 'wp-content/themes/vitrine-stock'), { recursive: true });
    cpSync(join(here, 'site/block-theme'), join(site, 'wp-content/themes/vitrine-block'), { recursive: true });
    cpSync(join(here, 'site/router.php'), join(site, 'router.php'));
    execFileSync('php', [join(here, 'site/setup.php')], {
      cwd: site,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, HTTP_HOST: `127.0.0.1:${port}`, VITRINE_ZIP: zip },
    });

    server = spawn('php', ['-S', `127.0.0.1:${port}`, 'router.php'], {
      cwd: site,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    await waitFor('PHP server', async () => (await fetch(`${url}/`)).ok);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${dbLog.slice(-2000)}`);
  }
  return { url, site, root, stop };
}
