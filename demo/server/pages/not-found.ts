import type { Context } from 'hono';
import type { AppEnv } from '../store.ts';
import { html } from '../http/html.ts';
import { renderPage } from './layout.ts';

export function notFoundPage(c: Context<AppEnv>): Response {
  return renderPage(c, {
    title: 'Page introuvable',
    status: 404,
    bodyClass: 'error404',
    main: html`<h1 class="page-title">Page introuvable</h1><p>Désolé, cette page n’existe pas ou plus.</p><p><a class="button" href="/boutique/">Retour à la boutique</a></p>`,
  });
}
