/**
 * The first visit (every HTML file of the static build is this page): installs the demo store's service worker and
 * reloads as soon as it controls the page, which the worker then answers with the shop. Said in words when the
 * browser cannot run it.
 */

const statusLine = document.getElementById('static-demo-status');
const KEY = 'vitrine-static-demo-reload';

function fail(message: string): void {
  if (!statusLine) return;
  statusLine.textContent = message;
  statusLine.classList.add('static-demo-error');
}

let reloading = false;
function reload(): void {
  if (reloading) return;
  // A worker that answered with this page again moments after a reload could not serve it: a loop would hide why.
  const [href, at] = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as [string?, number?];
  if (href === location.href && Date.now() - (at ?? 0) < 10_000) {
    fail('La boutique ne répond pas. Rechargez la page ; si cela dure, videz les données du site et revenez.');
    return;
  }
  reloading = true;
  sessionStorage.setItem(KEY, JSON.stringify([location.href, Date.now()]));
  location.reload();
}

if (!('serviceWorker' in navigator) || !window.isSecureContext) {
  fail(
    'Ce navigateur ne peut pas faire tourner la boutique ici : ouvrez la démonstration en https:// ou sur http://localhost, dans un navigateur récent, hors navigation privée.',
  );
} else {
  navigator.serviceWorker.addEventListener('controllerchange', reload);
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      // An install that fails (a file the host did not serve) leaves no worker to wait for: say so.
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'redundant' && !navigator.serviceWorker.controller)
          fail('La boutique n’a pas pu s’installer : un de ses fichiers manque. Rechargez la page.');
      });
    })
    // Once a worker is active it answers the next load of this page, even one this page came from by bypassing it
    // (a forced reload); a worker just installed claims the page first (controllerchange).
    .then(() => navigator.serviceWorker.ready)
    .then(reload)
    .catch((error: unknown) => fail(`La boutique n’a pas pu s’installer : ${String(error)}`));
}

export {};
