import type { CartSnapshot } from '@vitrine/contract';
import { attributeLabel, termName } from '../catalog/attributes.ts';
import { imageById, imageUrl, mainImage, type Image } from '../catalog/images.ts';
import { permalink, priceRange, productById, upsellIds, type Product } from '../catalog/products.ts';
import type { PricedLine } from './pricing.ts';
import { cartTotals, rewardThreshold, type CartTotals } from './totals.ts';
import type { DB } from '../db.ts';
import { formatChf, money, round2 } from '../money.ts';

/** How many recommendations the side cart carousel gets at most. */
const MAX_UPSELLS = 8;

const imageRef = (img: Image | undefined): { src: string; alt: string } | null => (img ? { src: imageUrl(img), alt: img.alt } : null);

/** The product page with the line's choice preselected, as WooCommerce links cart items to variations. */
export function lineLink(line: Pick<PricedLine, 'product' | 'attributes'>): string {
  const query = new URLSearchParams(line.attributes).toString();
  return permalink(line.product) + (query ? `?${query}` : '');
}

/** label → term name ("Taille" → "S"), what shoppers read under a cart item. */
export function lineAttributeNames(db: DB, attributes: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, slug] of Object.entries(attributes)) {
    const taxonomy = field.replace(/^attribute_/, '');
    out[attributeLabel(db, taxonomy)] = termName(db, taxonomy, slug);
  }
  return out;
}

export function lineImage(db: DB, line: Pick<PricedLine, 'product' | 'variation'>): Image | undefined {
  return (line.variation?.imageId ? imageById(db, line.variation.imageId) : undefined) ?? mainImage(db, line.product.id);
}

/** Recommendations from the cart's products, without what is already in the cart or cannot be bought. */
function upsells(db: DB, lines: readonly PricedLine[]): CartSnapshot['upsells'] {
  const inCart = new Set(lines.map((l) => l.productId));
  const seen = new Set<number>();
  const out: CartSnapshot['upsells'] = [];
  for (const line of lines) {
    for (const id of upsellIds(db, line.productId)) {
      if (inCart.has(id) || seen.has(id) || out.length >= MAX_UPSELLS) continue;
      seen.add(id);
      const p: Product | undefined = productById(db, id);
      const range = p?.inStock ? priceRange(db, p) : null;
      if (!p || !range) continue;
      out.push({
        productId: p.id,
        name: p.name,
        link: permalink(p),
        image: imageRef(mainImage(db, p.id)),
        price: money(range.min),
        needsOptions: p.type === 'variable',
      });
    }
  }
  return out;
}

function reward(db: DB, totals: CartTotals): CartSnapshot['reward'] {
  if (!totals.lines.length) return null;
  const threshold = rewardThreshold(db);
  const remaining = round2(Math.max(0, threshold - totals.total));
  const achieved = remaining === 0;
  return {
    progress: threshold > 0 ? Math.min(1, Math.max(0, totals.total / threshold)) : 1,
    threshold: money(threshold),
    remaining: money(remaining),
    achieved,
    message: achieved ? 'Bravo ! La livraison vous est offerte.' : `Plus que ${formatChf(remaining)} pour profiter de la livraison offerte.`,
  };
}

/** The cart as the `script#fk-cart-state` fragment carries it (packages/contract CartSnapshot). */
export function cartSnapshot(db: DB, sessionId: string): CartSnapshot {
  const totals = cartTotals(db, sessionId);
  return snapshotFromTotals(db, totals);
}

export function snapshotFromTotals(db: DB, totals: CartTotals): CartSnapshot {
  return {
    hash: totals.hash,
    count: totals.count,
    items: totals.lines.map((l) => ({
      cartKey: l.key,
      productId: l.productId,
      variationId: l.variationId,
      name: l.product.name,
      link: lineLink(l),
      image: imageRef(lineImage(db, l)),
      attributes: lineAttributeNames(db, l.attributes),
      quantity: { value: l.quantity, min: l.rules.min, max: l.rules.max, step: l.rules.step },
      soldIndividually: l.rules.soldIndividually,
      unitPrice: money(l.unitPrice),
      linePrice: money(l.lineTotal),
    })),
    subtotal: money(totals.subtotal),
    discount: money(totals.discount),
    // The demo estimates no shipping in the cart: its items' total is its total.
    itemsTotal: money(totals.total),
    total: money(totals.total),
    coupons: totals.coupons.map((c) => ({ code: c.code, discount: money(c.discount) })),
    reward: reward(db, totals),
    upsells: upsells(db, totals.lines),
    needsPayment: totals.total > 0,
  };
}
