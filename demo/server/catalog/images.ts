import type { DB } from '../db.ts';

export interface Image {
  id: number;
  slug: string;
  label: string;
  color: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  caption: string;
}

export function imageById(db: DB, id: number): Image | undefined {
  return db.prepare('SELECT * FROM images WHERE id = ?').get(id) as Image | undefined;
}

export function imageBySlug(db: DB, slug: string): Image | undefined {
  return db.prepare('SELECT * FROM images WHERE slug = ?').get(slug) as Image | undefined;
}

/** The product's gallery, main image first. */
export function productImages(db: DB, productId: number): Image[] {
  return db
    .prepare('SELECT i.* FROM product_images pi JOIN images i ON i.id = pi.image_id WHERE pi.product_id = ? ORDER BY pi.position')
    .all(productId) as Image[];
}

export const mainImage = (db: DB, productId: number): Image | undefined => productImages(db, productId)[0];

export const imageUrl = (img: Pick<Image, 'slug'>): string => `/assets/img/${encodeURIComponent(img.slug)}.svg`;
