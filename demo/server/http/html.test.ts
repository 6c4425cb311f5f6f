import { describe, expect, it } from 'vitest';
import { escapeHtml, html, join, raw, scriptJson } from './html.ts';

describe('html', () => {
  it('escapes every interpolation for text and quoted attributes', () => {
    const name = `"Pull" <Cervin> & 'co'`;
    expect(html`<a title="${name}">${name}</a>`.toString()).toBe(
      '<a title="&quot;Pull&quot; &lt;Cervin&gt; &amp; &#39;co&#39;">&quot;Pull&quot; &lt;Cervin&gt; &amp; &#39;co&#39;</a>',
    );
  });

  it('passes Html through, flattens arrays and drops null, undefined and booleans', () => {
    const items = ['<a>', 'b'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${true}${0}`.toString()).toBe('<ul><li>&lt;a&gt;</li><li>b</li></ul>0');
    expect(html`${raw('<b>ok</b>')}`.toString()).toBe('<b>ok</b>');
    expect(join(['<', raw('<br>')], '|').toString()).toBe('&lt;|<br>');
  });

  it('escapeHtml leaves safe text alone', () => {
    expect(escapeHtml('Épicerie fine – 12.00 CHF')).toBe('Épicerie fine – 12.00 CHF');
  });

  it('scriptJson cannot close its script element', () => {
    const out = scriptJson({ name: '</script><script>alert(1)</script>', sep: '\u2028' }).toString();
    expect(out).not.toContain('</script');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
  });
});
