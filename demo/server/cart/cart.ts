import { parseQuantity } from '@vitrine/product';
import { productAttributes } from '../catalog/attributes.ts';
import { productById, permalink, type Product } from '../catalog/products.ts';
import { variationById, variationsOf, type VariationRow } from '../catalog/variation-rows.ts';
import type { DB } from '../db.ts';
import { md5Hex } from '../runtime/crypto.ts';
import { cartLine, type CartLine } from './lines.ts';
import { revalidateCoupons } from './coupons.ts';
import { quantityProblem, quantityRules } from './quantity-rules.ts';
import { attributeField, findVariation, variationJson } from '../catalog/variations.ts';

export type { CartLine };

/** Cart lines and the operations on them. Totals live in totals.ts, the snapshot in snapshot.ts. */

/**
 * WooCommerce's `generate_cart_id`: md5 of product id, variation id and the chosen attributes, so adding the same
 * choice twice lands on the same line. Attributes are sorted to make the key independent of field order.
 */
export function cartKey(productId: number, variationId: number, attributes: Record<string, string>): string {
  const attrs = Object.keys(attributes)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(attributes[k] ?? '')}`)
    .join('&');
  return md5Hex(`${productId}_${variationId}_${attrs}_`);
}

export interface AddInput {
  productId: number;
  /** Raw field value; missing or '' means `defaultQuantity`. */
  quantity?: string | undefined;
  variationId?: number | undefined;
  /** Posted `attribute_*` fields. */
  attributes: Record<string, string>;
  defaultQuantity?: number;
}

export type AddResult =
  | { ok: true; key: string; product: Product; quantity: number }
  | {
      ok: false;
      message: string;
      /** Where the shopper can fix it: the product page, or the shop when the product is unknown. */
      productUrl: string;
      /** True when the shopper must choose options first (listings send them to the product page). */
      needsOptions: boolean;
      product?: Product;
    };

export const SHOP_URL = '/boutique/';

const fail = (message: string, product?: Product, needsOptions = false): AddResult => ({
  ok: false,
  message,
  productUrl: product ? permalink(product) : SHOP_URL,
  needsOptions,
  ...(product ? { product } : {}),
});

interface Resolved {
  variation: VariationRow | undefined;
  attributes: Record<string, string>;
}

/**
 * Works out the variation and the complete attribute set for a variable product, from a variation id and/or the
 * posted attributes. Every attribute must end up with a valid term: "any" on the variation takes the posted value.
 */
function resolveVariation(
  db: DB,
  product: Product,
  variationId: number | undefined,
  posted: Record<string, string>,
): Resolved | { error: string; needsOptions: boolean } {
  const attrs = productAttributes(db, product.id);
  const chosen: Record<string, string> = {};
  for (const a of attrs) chosen[attributeField(a.taxonomy)] = posted[attributeField(a.taxonomy)] ?? '';

  let variation: VariationRow | undefined;
  if (variationId) {
    variation = variationById(db, variationId);
    if (!variation || variation.productId !== product.id)
      return { error: 'Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.', needsOptions: false };
  }

  const complete: Record<string, string> = {};
  for (const a of attrs) {
    const field = attributeField(a.taxonomy);
    const fixed = variation?.attributes[a.taxonomy] ?? '';
    const picked = chosen[field] ?? '';
    if (fixed !== '' && picked !== '' && fixed !== picked) return { error: `Valeur invalide pour ${a.label}.`, needsOptions: false };
    const value = fixed || picked;
    if (value === '')
      return {
        error: 'Veuillez choisir des options du produit avant d’ajouter ce produit à votre panier.',
        needsOptions: true,
      };
    if (!a.terms.some((t) => t.slug === value)) return { error: `Valeur invalide pour ${a.label}.`, needsOptions: false };
    complete[field] = value;
  }

  if (!variation) {
    const all = variationsOf(db, product.id);
    const found = findVariation(
      all.map((v) => variationJson(db, product, v)),
      complete,
    );
    variation = found && all.find((v) => v.id === found.variation_id);
    if (!variation)
      return {
        error: 'Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.',
        needsOptions: false,
      };
  }
  return { variation, attributes: complete };
}

/**
 * Adds to the session's cart with WooCommerce's checks: product exists and is priced, a complete and available
 * variation for variable products, stock, sold individually, and the Min/Max Quantities rules on the resulting line.
 */
export function addToCart(db: DB, sessionId: string, input: AddInput): AddResult {
  const product = productById(db, input.productId);
  if (!product) return fail('Désolé, ce produit ne peut pas être acheté.');

  let variation: VariationRow | undefined;
  let attributes: Record<string, string> = {};
  if (product.type === 'variable') {
    const r = resolveVariation(db, product, input.variationId, input.attributes);
    if ('error' in r) return fail(r.error, product, r.needsOptions);
    ({ variation, attributes } = r);
    if (variation && (variation.price === null || !variation.isActive))
      return fail('Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.', product);
  } else if (product.price === null) {
    return fail('Désolé, ce produit ne peut pas être acheté.', product);
  }

  const inStock = variation ? variation.inStock : product.inStock;
  if (!inStock) return fail(`Vous ne pouvez pas ajouter « ${product.name} » au panier car ce produit est en rupture de stock.`, product);

  const rules = quantityRules(product, variation);
  const rawQty = input.quantity?.trim();
  let quantity = rawQty ? parseQuantity(rawQty) : (input.defaultQuantity ?? 1);
  if (quantity === null) return fail('Veuillez saisir une quantité valide.', product);

  const variationId = variation?.id ?? 0;
  const key = cartKey(product.id, variationId, attributes);
  const existing = cartLine(db, sessionId, key);
  if (rules.soldIndividually) {
    // WooCommerce forces 1 and refuses a second one.
    if (existing) return fail(`Vous ne pouvez pas ajouter un autre « ${product.name} » à votre panier.`, product);
    quantity = 1;
  }
  if (!Number.isInteger(quantity) || quantity < 1) return fail('Veuillez saisir une quantité valide.', product);
  const newQuantity = (existing?.quantity ?? 0) + quantity;
  const problem = quantityProblem(product.name, newQuantity, rules);
  if (problem) return fail(problem, product);

  if (existing) {
    db.prepare('UPDATE cart_items SET quantity = ? WHERE session_id = ? AND cart_key = ?').run(newQuantity, sessionId, key);
  } else {
    db.prepare(
      `INSERT INTO cart_items (session_id, cart_key, product_id, variation_id, attributes, quantity, seq)
       VALUES (?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM cart_items WHERE session_id = ?))`,
    ).run(sessionId, key, product.id, variationId, JSON.stringify(attributes), newQuantity, sessionId);
  }
  revalidateCoupons(db, sessionId);
  return { ok: true, key, product, quantity };
}

/** Removes a line; returns it (with its product) or undefined when the key is unknown. */
export function removeFromCart(db: DB, sessionId: string, key: string): { line: CartLine; product: Product | undefined } | undefined {
  const line = cartLine(db, sessionId, key);
  if (!line) return undefined;
  db.prepare('DELETE FROM cart_items WHERE session_id = ? AND cart_key = ?').run(sessionId, key);
  revalidateCoupons(db, sessionId);
  return { line, product: productById(db, line.productId) };
}

export type SetQuantityResult = { ok: true; removed: boolean } | { ok: false; message: string };

/** Sets a line's quantity (absolute, last write wins); 0 removes the line, as on WooCommerce's cart page. */
export function setQuantity(db: DB, sessionId: string, key: string, quantity: number): SetQuantityResult {
  const line = cartLine(db, sessionId, key);
  if (!line) return { ok: false, message: 'Cet article n’est plus dans votre panier.' };
  if (quantity === 0) {
    removeFromCart(db, sessionId, key);
    return { ok: true, removed: true };
  }
  const product = productById(db, line.productId);
  if (!product) return { ok: false, message: 'Désolé, ce produit ne peut pas être acheté.' };
  const variation = line.variationId ? variationById(db, line.variationId) : undefined;
  const problem = quantityProblem(product.name, quantity, quantityRules(product, variation));
  if (problem) return { ok: false, message: problem };
  db.prepare('UPDATE cart_items SET quantity = ? WHERE session_id = ? AND cart_key = ?').run(quantity, sessionId, key);
  revalidateCoupons(db, sessionId);
  return { ok: true, removed: false };
}

export function clearCart(db: DB, sessionId: string): void {
  db.prepare('DELETE FROM cart_items WHERE session_id = ?').run(sessionId);
  db.prepare('DELETE FROM cart_coupons WHERE session_id = ?').run(sessionId);
}
