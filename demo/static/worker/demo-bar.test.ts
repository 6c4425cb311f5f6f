import { describe, expect, it } from 'vitest';
import { withDemoBar } from './demo-bar.ts';

describe('withDemoBar', () => {
  it('puts the bar after the skip link and its stylesheet in the head, the page otherwise as the store wrote it', () => {
    const page =
      '<html><head><title>t</title></head>\n<body class="woocommerce">\n<a class="skip-link screen-reader-text" href="#main">Aller au contenu</a>\n<main>x</main></body></html>';
    const out = withDemoBar(page);
    expect(out).toContain('<link rel="stylesheet" href="/static-demo/demo.css">\n</head>');
    expect(out.indexOf('Aller au contenu')).toBeLessThan(out.indexOf('Réinitialiser la boutique'));
    expect(out.indexOf('Réinitialiser la boutique')).toBeLessThan(out.indexOf('<main>'));
    expect(out).toContain('<form method="post" action="/__demo/reset">');
    expect(out.replace(/<link[^>]*demo\.css">\n/, '').replace(/\n<section class="static-demo-bar"[\s\S]*?<\/section>/, '')).toBe(page);
  });

  it('a page without a skip link gets the bar at the top of its body', () => {
    expect(withDemoBar('<head></head><body><p>x</p></body>')).toMatch(/^<head><link [^>]*>\n<\/head><body>\n<section class="static-demo-bar"/);
  });
});
