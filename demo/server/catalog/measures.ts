/** Weights and sizes as the catalogue stores them and the product page prints them. */

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

/** The three stored lengths, or null when any is missing. */
export const dimensionsOf = (r: { length_cm: number | null; width_cm: number | null; height_cm: number | null }): Dimensions | null =>
  r.length_cm === null || r.width_cm === null || r.height_cm === null ? null : { length: r.length_cm, width: r.width_cm, height: r.height_cm };

/** "100 g" / "1.5 kg". */
export const formatWeight = (grams: number): string => (grams >= 1000 ? `${(grams / 1000).toLocaleString('fr-CH')} kg` : `${grams} g`);

export const formatDimensions = (d: Dimensions): string => `${d.length} × ${d.width} × ${d.height} cm`;
