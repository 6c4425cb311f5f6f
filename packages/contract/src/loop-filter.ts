import * as v from 'valibot';
import { json, type Call } from './call.ts';

/**
 * Spec §7.7: `POST {rest}elementor-pro/v1/refresh-loop`, a JSON body, the listing's new markup in `data`.
 * The request schema is the original's validation (numeric post id, 7-character widget id, an http(s) pagination
 * base URL); the demo store checks requests with it, so both sides of the wire agree on what is refused.
 */

const Join = v.picklist(['AND', 'OR', 'DISABLED']);

/** One taxonomy's selection, as consolidated by the loop filter (§3.19). */
export const ConsolidatedFilter = v.object({
  terms: v.array(v.string()),
  logicalJoin: Join,
  excludedTerms: v.optional(v.array(v.string())),
});

const HttpUrl = v.pipe(
  v.string(),
  v.check((text) => {
    try {
      return /^https?:$/.test(new URL(text).protocol);
    } catch {
      return false;
    }
  }, 'pagination_base_url must be an http(s) URL'),
);

export const RefreshLoopRequest = v.object({
  post_id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** filterType → taxonomy → selection. */
  widget_filters: v.record(v.string(), v.record(v.string(), ConsolidatedFilter)),
  widget_id: v.pipe(v.string(), v.regex(/^[a-z0-9]{7}$/i)),
  pagination_base_url: HttpUrl,
  widget_model: v.optional(v.unknown()),
  is_edit_mode: v.optional(v.boolean()),
});
export type RefreshLoopRequest = v.InferOutput<typeof RefreshLoopRequest>;
export type RefreshLoopBody = Omit<RefreshLoopRequest, 'widget_model' | 'is_edit_mode'>;

export const RefreshLoopAnswer = v.object({ data: v.string() });
export type RefreshLoopAnswer = v.InferOutput<typeof RefreshLoopAnswer>;

/**
 * In the page builder's editor the original also sends the widget's model and `is_edit_mode`, authenticated by the
 * REST nonce in `X-WP-Nonce`. A newer refresh of the same listing aborts the one still running.
 */
export function refreshLoop(body: RefreshLoopBody, editor?: { widgetModel: unknown }): Call<RefreshLoopAnswer> {
  return {
    endpoint: 'elementor-pro/v1/refresh-loop',
    via: 'rest',
    body: json(editor ? { ...body, widget_model: editor.widgetModel, is_edit_mode: true } : body),
    schema: RefreshLoopAnswer,
    supersedes: `refresh-loop:${body.widget_id}`,
    ...(editor ? { nonce: { name: 'wp_rest' as const, header: 'X-WP-Nonce' } } : {}),
  };
}
