import * as v from 'valibot';

/** WooCommerce sends some numbers as strings, and `''` for "no limit". */
const looseNumber = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((x) => (x === '' ? null : Number(x))),
  v.nullable(v.number()),
);

const VariationImage = v.looseObject({
  src: v.optional(v.string(), ''),
  src_w: v.optional(v.union([v.number(), v.string()])),
  src_h: v.optional(v.union([v.number(), v.string()])),
  srcset: v.optional(v.union([v.string(), v.boolean()])),
  sizes: v.optional(v.union([v.string(), v.boolean()])),
  title: v.optional(v.string(), ''),
  caption: v.optional(v.string(), ''),
  alt: v.optional(v.string(), ''),
  full_src: v.optional(v.string(), ''),
  full_src_w: v.optional(v.union([v.number(), v.string()])),
  full_src_h: v.optional(v.union([v.number(), v.string()])),
  gallery_thumbnail_src: v.optional(v.string(), ''),
});

/** One variation of a variable product (spec §3.3). An empty attribute value means "any". */
export const Variation = v.looseObject({
  variation_id: v.number(),
  sku: v.optional(v.string(), ''),
  weight: v.optional(v.string(), ''),
  weight_html: v.optional(v.string(), ''),
  dimensions_html: v.optional(v.string(), ''),
  image_id: v.optional(v.union([v.number(), v.string()])),
  image: v.optional(VariationImage),
  variation_is_visible: v.boolean(),
  variation_is_active: v.boolean(),
  is_purchasable: v.boolean(),
  is_in_stock: v.boolean(),
  is_sold_individually: v.picklist(['yes', 'no']),
  min_qty: v.pipe(
    looseNumber,
    v.transform((n) => n ?? 1),
  ),
  max_qty: looseNumber,
  attributes: v.record(v.string(), v.string()),
  display_price: v.optional(v.number()),
  price_html: v.optional(v.string(), ''),
  availability_html: v.optional(v.string(), ''),
  variation_description: v.optional(v.string(), ''),
});

export type Variation = v.InferOutput<typeof Variation>;
