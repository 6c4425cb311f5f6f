import type { GenericSchema } from 'valibot';

/** A value a form body can carry: nested records become `a[b]`, arrays become `a[]`. */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };
export type FormFields = Record<string, FormValue>;

/** `none`: a read (`GET`), its parameters in `query` (the Store API's product search). */
export type Body = { kind: 'form'; fields: FormFields } | { kind: 'multipart'; fields: FormFields } | { kind: 'json'; value: unknown } | { kind: 'none' };

/** Which nonce a call carries, so transport can refresh it once when the server says it expired. */
export type NonceName = 'fkcart' | 'fkwcs' | 'fkwcs_js' | 'wp_rest' | 'store_api';

/**
 * One server call, described as data: where it goes, what it sends, and the schema its answer must pass.
 * Transport (packages/core) is the only thing that sends a Call.
 */
export interface Call<T> {
  /** `wc-ajax` endpoint name, admin-ajax action, or REST route, depending on `via`. */
  endpoint: string;
  via: 'wc-ajax' | 'admin-ajax' | 'rest';
  body: Body;
  schema: GenericSchema<unknown, T>;
  /** Extra query parameters (the side cart adds `lang=fr`). */
  query?: Record<string, string>;
  nonce?: { name: NonceName; field?: string; header?: string };
  /** Calls on the `cart` queue run strictly one at a time, in order (spec §4.1). */
  queue?: 'cart';
  /** A new call with the same key aborts the one still running (spec §7.1 get_variation). */
  supersedes?: string;
  /** Some answers are legitimately empty (get_variation: no match); the schema then sees `null`. */
  emptyIsNull?: boolean;
  /**
   * A refusal comes as a 4xx answer with a JSON body (WordPress REST's `{code, message}`): the schema reads it
   * instead of transport failing the call.
   */
  readsRefusals?: boolean;
  /**
   * The Store API's session: the `Cart-Token` its answers carry is sent back on its later calls, and the nonce its
   * answers carry in the nonce's header is kept.
   */
  session?: 'store-api';
}

export const form = (fields: FormFields): Body => ({ kind: 'form', fields });
export const multipart = (fields: FormFields): Body => ({ kind: 'multipart', fields });
export const json = (value: unknown): Body => ({ kind: 'json', value });
export const noBody: Body = { kind: 'none' };
