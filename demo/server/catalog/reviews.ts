import type { DB } from '../db.ts';

export interface Review {
  id: number;
  productId: number;
  author: string;
  rating: number;
  content: string;
  createdAt: string;
}

export function reviewsOf(db: DB, productId: number): Review[] {
  return db
    .prepare('SELECT id, product_id AS productId, author, rating, content, created_at AS createdAt FROM reviews WHERE product_id = ? ORDER BY created_at, id')
    .all(productId) as Review[];
}

export function ratingSummary(db: DB, productId: number): { count: number; average: number } {
  const r = db.prepare('SELECT COUNT(*) AS count, AVG(rating) AS average FROM reviews WHERE product_id = ?').get(productId) as {
    count: number;
    average: number | null;
  };
  return { count: r.count, average: r.average ?? 0 };
}

export interface NewReview {
  productId: number;
  author: string;
  email: string;
  rating: number;
  content: string;
}

/** Reviews are published at once: the demo has no moderation queue. */
export function addReview(db: DB, review: NewReview): number {
  const info = db
    .prepare('INSERT INTO reviews (product_id, author, email, rating, content, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(review.productId, review.author, review.email, review.rating, review.content, new Date().toISOString());
  return Number(info.lastInsertRowid);
}
