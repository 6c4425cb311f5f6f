import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RefreshLoopAnswer, RefreshLoopRequest, refreshLoop } from './loop-filter.ts';

const body = {
  post_id: 42,
  widget_filters: { taxonomy: { product_cat: { terms: ['artisans'], logicalJoin: 'OR' as const } } },
  widget_id: 'a1b2c3d',
  pagination_base_url: 'https://boutique.example/selection/?e-filter-a1b2c3d-product_cat=artisans',
};

describe('listing refresh (spec §7.7)', () => {
  it('posts JSON to the REST route, without a nonce outside the editor; a newer refresh supersedes', () => {
    const call = refreshLoop(body);
    expect(call).toMatchObject({ endpoint: 'elementor-pro/v1/refresh-loop', via: 'rest', body: { kind: 'json', value: body } });
    expect(call.nonce).toBeUndefined();
    expect(call.supersedes).toBe('refresh-loop:a1b2c3d');
  });

  it('in the editor adds the widget model and is_edit_mode, with the REST nonce in X-WP-Nonce', () => {
    const call = refreshLoop(body, { widgetModel: { id: 'a1b2c3d' } });
    expect(call.nonce).toEqual({ name: 'wp_rest', header: 'X-WP-Nonce' });
    expect(call.body).toEqual({ kind: 'json', value: { ...body, widget_model: { id: 'a1b2c3d' }, is_edit_mode: true } });
  });

  it('the request schema refuses what the original refuses', () => {
    expect(v.is(RefreshLoopRequest, body)).toBe(true);
    expect(v.is(RefreshLoopRequest, { ...body, post_id: '42' })).toBe(false);
    expect(v.is(RefreshLoopRequest, { ...body, post_id: 0 })).toBe(false);
    expect(v.is(RefreshLoopRequest, { ...body, widget_id: 'a1b2c3' })).toBe(false);
    expect(v.is(RefreshLoopRequest, { ...body, widget_id: 'a1b2c3d"' })).toBe(false);
    expect(v.is(RefreshLoopRequest, { ...body, pagination_base_url: 'javascript:alert(1)' })).toBe(false);
    expect(v.is(RefreshLoopRequest, { ...body, pagination_base_url: '/relative/' })).toBe(false);
    const badJoin = { taxonomy: { product_cat: { terms: ['a'], logicalJoin: 'XOR' } } };
    expect(v.is(RefreshLoopRequest, { ...body, widget_filters: badJoin })).toBe(false);
  });

  it('the answer carries the markup as a string', () => {
    expect(v.is(RefreshLoopAnswer, { data: '<div></div>' })).toBe(true);
    expect(v.is(RefreshLoopAnswer, { data: null })).toBe(false);
    expect(v.is(RefreshLoopAnswer, {})).toBe(false);
  });
});
