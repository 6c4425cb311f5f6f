import type { DB } from '../db.ts';
import { shownCategoryName } from './names.ts';

export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
}

/** The name this request shows (catalog/names.ts). */
const withName = (c: Category | undefined): Category | undefined => c && { ...c, name: shownCategoryName(c.id, c.name) };

export function categories(db: DB): Category[] {
  return (db.prepare('SELECT id, slug, name, description FROM categories ORDER BY id').all() as Category[]).map((c) => withName(c)!);
}

export function categoryById(db: DB, id: number): Category | undefined {
  return withName(db.prepare('SELECT id, slug, name, description FROM categories WHERE id = ?').get(id) as Category | undefined);
}

export function categoryBySlug(db: DB, slug: string): Category | undefined {
  return withName(db.prepare('SELECT id, slug, name, description FROM categories WHERE slug = ?').get(slug) as Category | undefined);
}
