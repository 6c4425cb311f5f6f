import type { DB } from '../db.ts';
import { shownTermName } from './names.ts';

export interface Term {
  slug: string;
  name: string;
}

export interface ProductAttribute {
  taxonomy: string;
  label: string;
  /** The product's own terms, in the taxonomy's display order. */
  terms: Term[];
}

export function productAttributes(db: DB, productId: number): ProductAttribute[] {
  const rows = db
    .prepare(
      `SELECT pat.taxonomy, pat.attr_position, al.label, t.slug, t.name
       FROM product_attribute_terms pat
       JOIN attribute_terms t ON t.taxonomy = pat.taxonomy AND t.slug = pat.term_slug
       JOIN attribute_labels al ON al.taxonomy = pat.taxonomy
       WHERE pat.product_id = ?
       ORDER BY pat.attr_position, t.position`,
    )
    .all(productId) as Array<{ taxonomy: string; label: string; slug: string; name: string }>;
  const out: ProductAttribute[] = [];
  for (const r of rows) {
    let attr = out.find((a) => a.taxonomy === r.taxonomy);
    if (!attr) {
      attr = { taxonomy: r.taxonomy, label: r.label, terms: [] };
      out.push(attr);
    }
    attr.terms.push({ slug: r.slug, name: shownTermName(r.taxonomy, r.slug, r.name) });
  }
  return out;
}

/** The shopper-facing name of a term ("Rouge" for rouge); the slug when unknown. */
export function termName(db: DB, taxonomy: string, slug: string): string {
  const r = db.prepare('SELECT name FROM attribute_terms WHERE taxonomy = ? AND slug = ?').get(taxonomy, slug) as { name: string } | undefined;
  return r ? shownTermName(taxonomy, slug, r.name) : slug;
}

export function attributeLabel(db: DB, taxonomy: string): string {
  const r = db.prepare('SELECT label FROM attribute_labels WHERE taxonomy = ?').get(taxonomy) as { label: string } | undefined;
  return r?.label ?? taxonomy;
}
