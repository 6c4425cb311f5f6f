import type { DB } from '../db.ts';

/**
 * The seeded French catalogue. Ids are fixed so tests and the README can name them; products and variations share
 * one id space as WordPress posts do. Each fixture exists for a journey of design/JOURNEYS.md: say which when you
 * change one.
 */

type ImageSize = 'large' | 'small';

interface SeedImage {
  color: string;
  label?: string;
  caption?: string;
  size?: ImageSize;
}

interface SeedVariation {
  id: number;
  attributes: Record<string, string>;
  price: number | null;
  sku: string;
  inStock?: boolean;
  active?: boolean;
  soldIndividually?: boolean;
  min?: number;
  max?: number;
  step?: number;
  weight?: number;
  dims?: [number, number, number];
  description?: string;
  image?: SeedImage;
}

interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  category: string;
  sku: string;
  price?: number;
  short: string;
  description: string;
  inStock?: boolean;
  soldIndividually?: boolean;
  min?: number;
  max?: number;
  step?: number;
  weight?: number;
  dims?: [number, number, number];
  listedWithAjaxButton?: boolean;
  featured?: boolean;
  images: SeedImage[];
  attributes?: Array<{ taxonomy: string; terms: string[] }>;
  variations?: SeedVariation[];
  upsells: string[];
}

export const CATEGORIES = [
  { id: 1, slug: 'artisans-locaux', name: 'Artisans locaux', description: 'Coffrets composés avec des artisans de nos régions.' },
  { id: 2, slug: 'vetements', name: 'Vêtements', description: 'Laine, coton bio et confection suisse.' },
  { id: 3, slug: 'epicerie-fine', name: 'Épicerie fine', description: 'Miel, chocolat, fromages et tisanes des Alpes.' },
  { id: 4, slug: 'maison', name: 'Maison', description: 'Objets du quotidien fabriqués à la main.' },
] as const;

const LABELS: Record<string, string> = { pa_taille: 'Taille', pa_couleur: 'Couleur', pa_pointure: 'Pointure' };

/** Term order is the order shoppers see in selects. */
const TERMS: Record<string, Array<[slug: string, name: string]>> = {
  pa_taille: [
    ['s', 'S'],
    ['m', 'M'],
    ['l', 'L'],
    ['xl', 'XL'],
  ],
  pa_couleur: [
    ['rouge', 'Rouge'],
    ['vert', 'Vert'],
    ['bleu', 'Bleu'],
    ['noir', 'Noir'],
    ['gris', 'Gris'],
    ['blanc', 'Blanc'],
  ],
  pa_pointure: Array.from({ length: 11 }, (_, i) => [String(36 + i), String(36 + i)] as [string, string]),
};

const SOCK_COLOURS = ['rouge', 'vert', 'bleu', 'noir'] as const;

/** 11 sizes × 4 colours = 44 variations: above WooCommerce's 30, so the form asks the server (journey 10). */
function sockVariations(): SeedVariation[] {
  const out: SeedVariation[] = [];
  let id = 201;
  for (let p = 36; p <= 46; p++) {
    for (const colour of SOCK_COLOURS) {
      const v: SeedVariation = {
        id: id++,
        attributes: { pa_pointure: String(p), pa_couleur: colour },
        price: 16.9,
        sku: `CHAUSS-${p}-${colour.toUpperCase()}`,
      };
      // A few holes so impossible options stay impossible when looked up on the server.
      if (p === 46 && colour === 'vert') v.inStock = false;
      if (p === 36 && colour === 'noir') v.price = null;
      if (p === 40 && colour === 'bleu') v.active = false;
      out.push(v);
    }
  }
  return out;
}

export const PRODUCTS: SeedProduct[] = [
  {
    id: 11,
    slug: 'coffret-artisans-du-jura',
    name: 'Coffret Artisans du Jura',
    category: 'artisans-locaux',
    sku: 'COF-JURA',
    price: 131.75,
    short: 'Tête de Moine, saucisse sèche, absinthe douce et biscuits à l’anis, réunis par six artisans jurassiens.',
    description:
      'Notre coffret phare : six producteurs des Franches-Montagnes et du Clos du Doubs, un panier généreux à offrir ou à partager. Livré dans une caisse en épicéa réutilisable.',
    weight: 2400,
    dims: [40, 30, 15],
    featured: true,
    images: [
      { color: '#7a2331', size: 'large', caption: 'Le coffret ouvert' },
      { color: '#3c5a3a', size: 'large', label: 'Coffret Artisans du Jura – détail', caption: 'Tête de Moine et saucisse sèche' },
      { color: '#5b4a2f', size: 'large', label: 'Coffret Artisans du Jura – caisse', caption: 'La caisse en épicéa' },
    ],
    upsells: ['miel-de-montagne', 'chocolat-noir-grand-cru', 'tisane-des-alpes', 'bougie-en-cire-d-abeille'],
  },
  {
    id: 12,
    slug: 'coffret-saveurs-du-valais',
    name: 'Coffret Saveurs du Valais',
    category: 'artisans-locaux',
    sku: 'COF-VALAIS',
    price: 89.5,
    short: 'Viande séchée, seigle AOP et abricots secs de la vallée du Rhône.',
    description: 'Trois artisans valaisans, un coffret de dégustation pour quatre personnes.',
    weight: 1800,
    dims: [35, 25, 12],
    featured: true,
    images: [
      { color: '#8a4b12', caption: 'Coffret Saveurs du Valais' },
      { color: '#44506b', label: 'Coffret Saveurs du Valais – contenu', caption: 'Le contenu du coffret' },
    ],
    upsells: ['coffret-artisans-du-jura', 'miel-de-montagne', 'chocolat-noir-grand-cru'],
  },
  {
    id: 13,
    slug: 'coffret-douceurs-de-gruyere',
    name: 'Coffret Douceurs de Gruyère',
    category: 'artisans-locaux',
    sku: 'COF-GRUYERE',
    price: 64.9,
    short: 'Meringues, double-crème et cuchaule : le dessert fribourgeois en boîte.',
    description: 'À conserver au frais dès réception. Pour deux à trois gourmands.',
    weight: 1200,
    dims: [30, 20, 10],
    images: [{ color: '#6b3d5e' }],
    upsells: ['coffret-artisans-du-jura', 'chocolat-noir-grand-cru', 'tisane-des-alpes'],
  },
  {
    id: 14,
    slug: 'miel-de-montagne',
    name: 'Miel de montagne',
    category: 'epicerie-fine',
    sku: 'MIEL-500',
    price: 14.5,
    short: 'Miel de fleurs d’altitude, récolté au-dessus de 1200 m. Vendu par paires.',
    description: 'Pot de 500 g. Vendu par deux (minimum 2, par multiples de 2, au plus 12 par commande).',
    min: 2,
    step: 2,
    max: 12,
    weight: 600,
    dims: [8, 8, 10],
    featured: true,
    images: [{ color: '#94620b' }],
    upsells: ['tisane-des-alpes', 'chocolat-noir-grand-cru', 'coffret-douceurs-de-gruyere'],
  },
  {
    id: 15,
    slug: 'chocolat-noir-grand-cru',
    name: 'Chocolat noir Grand Cru',
    category: 'epicerie-fine',
    sku: 'CHOC-72',
    price: 8.9,
    short: 'Tablette 72 % de cacao, conchée 72 heures à Broc.',
    description: 'Tablette de 100 g. Contient des traces de lait et de noisettes.',
    weight: 110,
    dims: [16, 8, 1],
    images: [{ color: '#4a2c1d' }],
    upsells: ['miel-de-montagne', 'coffret-douceurs-de-gruyere'],
  },
  {
    id: 16,
    slug: 'fromage-d-alpage',
    name: 'Fromage d’alpage',
    category: 'epicerie-fine',
    sku: 'FROM-ALP',
    price: 24,
    short: 'Meule d’alpage affinée 14 mois. De retour après la désalpe.',
    description: 'Pièce de 450 g sous vide.',
    inStock: false,
    weight: 470,
    images: [{ color: '#7d6b1f' }],
    upsells: ['coffret-saveurs-du-valais', 'chocolat-noir-grand-cru'],
  },
  {
    id: 17,
    slug: 'tisane-des-alpes',
    name: 'Tisane des Alpes',
    category: 'epicerie-fine',
    sku: 'TIS-ALP',
    price: 9.8,
    short: 'Menthe, mélisse et achillée cueillies à la main.',
    description: 'Sachet de 40 g, environ 25 tasses.',
    weight: 60,
    images: [{ color: '#2f6b4f' }],
    upsells: ['miel-de-montagne', 'bougie-en-cire-d-abeille'],
  },
  {
    id: 18,
    slug: 'planche-a-decouper-en-noyer',
    name: 'Planche à découper en noyer',
    category: 'maison',
    sku: 'PLANCHE-NOY',
    price: 59,
    short: 'Pièce unique taillée dans un noyer du Lavaux. Vendue à l’unité.',
    description: 'Chaque planche est unique : une seule par commande.',
    soldIndividually: true,
    weight: 1500,
    dims: [45, 25, 3],
    featured: true,
    images: [{ color: '#5a3b22' }],
    upsells: ['bougie-en-cire-d-abeille', 'plaid-en-laine', 'coffret-artisans-du-jura'],
  },
  {
    id: 19,
    slug: 'bougie-en-cire-d-abeille',
    name: 'Bougie en cire d’abeille',
    category: 'maison',
    sku: 'BOUGIE-CIRE',
    price: 19.9,
    short: 'Coulée à la main, 40 heures de combustion.',
    description: 'Cire d’abeille pure de ruchers vaudois, mèche en coton.',
    weight: 300,
    images: [{ color: '#8c5a14' }],
    upsells: ['plaid-en-laine', 'tisane-des-alpes'],
  },
  {
    id: 20,
    slug: 'plaid-en-laine',
    name: 'Plaid en laine',
    category: 'maison',
    sku: 'PLAID-LAINE',
    price: 129,
    short: 'Laine de moutons d’Entlebuch, tissée en Appenzell.',
    description: '130 × 180 cm. Lavage à la main.',
    weight: 1100,
    dims: [40, 30, 10],
    images: [{ color: '#3f4f6b' }, { color: '#6b3f3f', label: 'Plaid en laine – motif', caption: 'Le motif à chevrons' }],
    upsells: ['bougie-en-cire-d-abeille', 'planche-a-decouper-en-noyer'],
  },
  {
    id: 21,
    slug: 't-shirt-leman',
    name: 'T-shirt Léman',
    category: 'vetements',
    sku: 'TS-LEMAN',
    short: 'Coton bio, sérigraphié à Lausanne. Toutes les couleurs au même prix.',
    description: 'Coupe droite, col rond. Les tailles S à L au même prix, XL en coton plus épais.',
    weight: 150,
    dims: [12, 25, 18],
    featured: true,
    images: [
      { color: '#1f5f8b', size: 'large', caption: 'T-shirt Léman' },
      { color: '#285e3a', size: 'large', label: 'T-shirt Léman – dos', caption: 'Le dos' },
    ],
    attributes: [
      { taxonomy: 'pa_taille', terms: ['s', 'm', 'l', 'xl'] },
      { taxonomy: 'pa_couleur', terms: ['rouge', 'vert', 'bleu', 'noir'] },
    ],
    // The price-less noir variation comes first: "first match wins", so noir matches only it and vanishes.
    variations: [
      { id: 101, attributes: { pa_taille: '', pa_couleur: 'noir' }, price: null, sku: 'TS-LEMAN-NOIR' },
      {
        id: 102,
        attributes: { pa_taille: 's', pa_couleur: '' },
        price: 11.16,
        sku: 'TS-LEMAN-S',
        weight: 100,
        dims: [5, 10, 10],
        description: 'Taille S : poitrine 88–94 cm.',
        image: { color: '#a0303c', label: 'T-shirt Léman – S' },
      },
      {
        id: 103,
        attributes: { pa_taille: 'm', pa_couleur: '' },
        price: 11.16,
        sku: 'TS-LEMAN-M',
        weight: 100,
        dims: [10, 20, 15],
        description: 'Taille M : poitrine 96–102 cm.',
        image: { color: '#2e6b3a', label: 'T-shirt Léman – M' },
      },
      {
        id: 104,
        attributes: { pa_taille: 'l', pa_couleur: '' },
        price: 11.16,
        sku: 'TS-LEMAN-L',
        weight: 200,
        dims: [15, 30, 20],
        description: 'Taille L : poitrine 104–110 cm.',
        image: { color: '#2a4f8f', label: 'T-shirt Léman – L' },
      },
      {
        id: 105,
        attributes: { pa_taille: 'xl', pa_couleur: '' },
        price: 22.32,
        sku: 'TS-LEMAN-XL',
        weight: 400,
        dims: [20, 40, 30],
        description: 'Taille XL : coton épais 220 g/m².',
        image: { color: '#333333', size: 'large', label: 'T-shirt Léman – XL' },
      },
    ],
    upsells: ['casquette-aletsch', 'chaussettes-en-laine', 'pull-cervin'],
  },
  {
    id: 22,
    slug: 'pull-cervin',
    name: 'Pull Cervin',
    category: 'vetements',
    sku: 'PULL-CERVIN',
    short: 'Pull en laine mérinos, tricoté à Zermatt.',
    description: 'Maille serrée, coudes renforcés. Chaque taille et couleur a ses propres règles de vente.',
    weight: 650,
    dims: [30, 40, 8],
    featured: true,
    images: [
      { color: '#4d4d4d', size: 'large', caption: 'Pull Cervin' },
      { color: '#24466b', size: 'large', label: 'Pull Cervin – porté', caption: 'Porté en montagne' },
      { color: '#5c5c5c', size: 'large', label: 'Pull Cervin – maille', caption: 'La maille en détail' },
    ],
    attributes: [
      { taxonomy: 'pa_taille', terms: ['s', 'm', 'l', 'xl'] },
      { taxonomy: 'pa_couleur', terms: ['gris', 'bleu'] },
    ],
    variations: [
      pull(111, 's', 'gris', 89, { description: 'S gris : la taille la plus demandée.' }),
      pull(112, 's', 'bleu', 89, { inStock: false, description: 'S bleu : épuisé, retour prévu en hiver.' }),
      pull(113, 'm', 'gris', 89, { description: 'M gris.' }),
      pull(114, 'm', 'bleu', 89, { active: false, description: 'M bleu : plus produit.' }),
      pull(115, 'l', 'gris', 94, { soldIndividually: true, description: 'L gris : pièce d’atelier, une par commande.' }),
      pull(116, 'l', 'bleu', 79, { min: 4, step: 2, max: 8, description: 'L bleu : vendu par lots de 2, de 4 à 8 pièces.' }),
      pull(117, 'xl', 'gris', 99, { weight: 800, dims: [35, 45, 10], description: 'XL gris.' }),
      // No XL bleu: choosing XL removes bleu (journey 7).
    ],
    upsells: ['echarpe-engadine', 'chaussettes-en-laine', 'casquette-aletsch'],
  },
  {
    id: 23,
    slug: 'casquette-aletsch',
    name: 'Casquette Aletsch',
    category: 'vetements',
    sku: 'CASQ-ALETSCH',
    short: 'Casquette en coton ciré, brodée du glacier d’Aletsch.',
    description: 'Taille réglable, une seule référence pour toutes les combinaisons.',
    weight: 90,
    images: [{ color: '#3b5e7a' }],
    attributes: [
      { taxonomy: 'pa_couleur', terms: ['rouge', 'bleu', 'noir'] },
      { taxonomy: 'pa_taille', terms: ['m', 'l'] },
    ],
    variations: [{ id: 121, attributes: { pa_couleur: '', pa_taille: '' }, price: 29, sku: 'CASQ-ALETSCH-ANY' }],
    upsells: ['t-shirt-leman', 'chaussettes-en-laine'],
  },
  {
    id: 24,
    slug: 'chaussettes-en-laine',
    name: 'Chaussettes en laine',
    category: 'vetements',
    sku: 'CHAUSS-LAINE',
    short: 'Laine et nylon recyclé, du 36 au 46.',
    description: 'Quatre couleurs, onze pointures : la combinaison est vérifiée par le serveur.',
    weight: 80,
    images: [{ color: '#6b2b2b' }],
    attributes: [
      { taxonomy: 'pa_pointure', terms: TERMS.pa_pointure!.map(([slug]) => slug) },
      { taxonomy: 'pa_couleur', terms: [...SOCK_COLOURS] },
    ],
    variations: sockVariations(),
    upsells: ['pull-cervin', 'casquette-aletsch', 'miel-de-montagne'],
  },
  {
    id: 25,
    slug: 'echarpe-engadine',
    name: 'Écharpe Engadine',
    category: 'vetements',
    sku: 'ECH-ENGADINE',
    short: 'Écharpe tissée en laine de yak et de mouton.',
    description: 'Listée avec un bouton d’ajout direct : il faut pourtant choisir une couleur.',
    weight: 200,
    listedWithAjaxButton: true,
    images: [{ color: '#5e2f6b' }],
    attributes: [{ taxonomy: 'pa_couleur', terms: ['rouge', 'gris'] }],
    variations: [
      { id: 131, attributes: { pa_couleur: 'rouge' }, price: 45, sku: 'ECH-ENGADINE-ROUGE' },
      { id: 132, attributes: { pa_couleur: 'gris' }, price: 45, sku: 'ECH-ENGADINE-GRIS' },
    ],
    upsells: ['pull-cervin', 'plaid-en-laine'],
  },
];

function pull(id: number, taille: string, couleur: string, price: number, extra: Partial<SeedVariation>): SeedVariation {
  return {
    id,
    attributes: { pa_taille: taille, pa_couleur: couleur },
    price,
    sku: `PULL-CERVIN-${taille.toUpperCase()}-${couleur.toUpperCase()}`,
    image: { color: couleur === 'gris' ? '#555555' : '#1f3f6b', label: `Pull Cervin – ${taille.toUpperCase()} ${couleur}` },
    ...extra,
  };
}

export const COUPONS = [
  { code: 'BIENVENUE10', kind: 'percent', amount: 10, minimum_spend: null, expires_at: null, description: '10 % de bienvenue' },
  { code: 'MINI50', kind: 'fixed_cart', amount: 5, minimum_spend: 50, expires_at: null, description: '5 CHF dès 50 CHF' },
  { code: 'ETE2023', kind: 'percent', amount: 20, minimum_spend: null, expires_at: '2023-09-30T23:59:59Z', description: 'Expiré' },
] as const;

const REVIEWS: Array<[slug: string, author: string, rating: number, content: string, date: string]> = [
  ['coffret-artisans-du-jura', 'Claire M.', 5, 'Un cadeau parfait, tout était délicieux et joliment emballé.', '2024-11-02T10:14:00Z'],
  ['coffret-artisans-du-jura', 'Luca B.', 4, 'Très bon coffret. La caisse en bois sert maintenant de rangement.', '2024-12-15T18:40:00Z'],
  ['miel-de-montagne', 'Anne-Sophie R.', 5, 'Un miel crémeux, on sent les fleurs de montagne.', '2024-09-21T08:05:00Z'],
  ['miel-de-montagne', 'Marc T.', 3, 'Bon miel, mais j’aurais aimé pouvoir n’en prendre qu’un pot.', '2024-10-01T12:00:00Z'],
  ['t-shirt-leman', 'Noémie F.', 4, 'Taille un peu grand, coton très doux.', '2025-03-11T16:22:00Z'],
  ['pull-cervin', 'Reto K.', 5, 'Chaud sans gratter. Parfait pour la randonnée d’automne.', '2025-01-08T09:30:00Z'],
];

export const DEFAULT_OPTIONS: Record<string, string> = {
  blogname: 'Vitrine',
  blogdescription: 'Artisanat et produits suisses',
  cart_page_id: '7',
  cart_redirect_after_add: 'no',
  ajax_add_to_cart: 'yes',
  should_open_cart: 'yes',
  force_open_cart: 'no',
  need_extra_slide_cart_ajax: 'no',
  review_rating_required: 'yes',
  site_utc_offset: '0',
  /** Free shipping from this subtotal (CHF): the side cart's reward bar. */
  reward_threshold: '100',
  /** Flat shipping below the threshold (CHF), charged at checkout. */
  shipping_flat_rate: '7',
};

const SIZES: Record<ImageSize, number> = { large: 1600, small: 600 };

/** Writes the whole catalogue in one transaction. Call on an empty database. */
export function seed(db: DB): void {
  const bySlug = new Map(PRODUCTS.map((p) => [p.slug, p] as const));
  const catId = new Map<string, number>(CATEGORIES.map((c) => [c.slug, c.id]));
  let imageId = 500;

  const insImage = db.prepare('INSERT INTO images (id, slug, label, color, width, height, alt, title, caption) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const addImage = (slug: string, name: string, img: SeedImage): number => {
    const id = ++imageId;
    const size = SIZES[img.size ?? 'small'];
    const label = img.label ?? name;
    insImage.run(id, slug, label, img.color, size, size, label, label, img.caption ?? '');
    return id;
  };

  const write = db.transaction(() => {
    const insOpt = db.prepare('INSERT OR REPLACE INTO options (name, value) VALUES (?, ?)');
    for (const [k, v] of Object.entries(DEFAULT_OPTIONS)) insOpt.run(k, v);

    const insCat = db.prepare('INSERT INTO categories (id, slug, name, description) VALUES (?, ?, ?, ?)');
    for (const c of CATEGORIES) insCat.run(c.id, c.slug, c.name, c.description);

    const insLabel = db.prepare('INSERT INTO attribute_labels (taxonomy, label) VALUES (?, ?)');
    for (const [tax, label] of Object.entries(LABELS)) insLabel.run(tax, label);
    const insTerm = db.prepare('INSERT INTO attribute_terms (taxonomy, slug, name, position) VALUES (?, ?, ?, ?)');
    for (const [tax, terms] of Object.entries(TERMS)) terms.forEach(([slug, name], i) => insTerm.run(tax, slug, name, i));

    const insProduct = db.prepare(`INSERT INTO products
      (id, slug, name, type, category_id, sku, price, short_description, description, in_stock, sold_individually,
       min_qty, max_qty, step, weight_g, length_cm, width_cm, height_cm, listed_with_ajax_button, featured, menu_order)
      VALUES (@id, @slug, @name, @type, @category_id, @sku, @price, @short, @description, @in_stock, @sold_individually,
       @min_qty, @max_qty, @step, @weight_g, @length_cm, @width_cm, @height_cm, @listed, @featured, @menu_order)`);
    const insProductImage = db.prepare('INSERT INTO product_images (product_id, image_id, position) VALUES (?, ?, ?)');
    const insPat = db.prepare('INSERT INTO product_attribute_terms (product_id, taxonomy, term_slug, attr_position) VALUES (?, ?, ?, ?)');
    const insVar = db.prepare(`INSERT INTO variations
      (id, product_id, sku, price, in_stock, is_active, sold_individually, min_qty, max_qty, step, weight_g,
       length_cm, width_cm, height_cm, description, image_id, menu_order)
      VALUES (@id, @product_id, @sku, @price, @in_stock, @is_active, @sold_individually, @min_qty, @max_qty, @step,
       @weight_g, @length_cm, @width_cm, @height_cm, @description, @image_id, @menu_order)`);
    const insVarAttr = db.prepare('INSERT INTO variation_attributes (variation_id, taxonomy, value) VALUES (?, ?, ?)');

    PRODUCTS.forEach((p, order) => {
      const category = catId.get(p.category);
      if (category === undefined) throw new Error(`seed: unknown category ${p.category}`);
      insProduct.run({
        id: p.id,
        slug: p.slug,
        name: p.name,
        type: p.variations ? 'variable' : 'simple',
        category_id: category,
        sku: p.sku,
        price: p.price ?? null,
        short: p.short,
        description: p.description,
        in_stock: p.inStock === false ? 0 : 1,
        sold_individually: p.soldIndividually ? 1 : 0,
        min_qty: p.min ?? 1,
        max_qty: p.max ?? null,
        step: p.step ?? 1,
        weight_g: p.weight ?? null,
        length_cm: p.dims?.[0] ?? null,
        width_cm: p.dims?.[1] ?? null,
        height_cm: p.dims?.[2] ?? null,
        listed: p.listedWithAjaxButton ? 1 : 0,
        featured: p.featured ? 1 : 0,
        menu_order: order + 1,
      });
      p.images.forEach((img, i) => {
        const slug = i === 0 ? p.slug : `${p.slug}-${i + 1}`;
        insProductImage.run(p.id, addImage(slug, p.name, img), i);
      });
      p.attributes?.forEach((attr, position) => {
        for (const term of attr.terms) insPat.run(p.id, attr.taxonomy, term, position);
      });
      p.variations?.forEach((v, order) => {
        const image = v.image ? addImage(`${p.slug}-v${v.id}`, v.image.label ?? p.name, v.image) : null;
        insVar.run({
          id: v.id,
          product_id: p.id,
          sku: v.sku,
          price: v.price,
          in_stock: v.inStock === false ? 0 : 1,
          is_active: v.active === false ? 0 : 1,
          sold_individually: v.soldIndividually ? 1 : 0,
          min_qty: v.min ?? 1,
          max_qty: v.max ?? null,
          step: v.step ?? 1,
          weight_g: v.weight ?? null,
          length_cm: v.dims?.[0] ?? null,
          width_cm: v.dims?.[1] ?? null,
          height_cm: v.dims?.[2] ?? null,
          description: v.description ?? '',
          image_id: image,
          menu_order: order,
        });
        for (const attr of p.attributes ?? []) insVarAttr.run(v.id, attr.taxonomy, v.attributes[attr.taxonomy] ?? '');
      });
    });

    const insUpsell = db.prepare('INSERT INTO upsells (product_id, upsell_id, position) VALUES (?, ?, ?)');
    for (const p of PRODUCTS) {
      p.upsells.forEach((slug, i) => {
        const target = bySlug.get(slug);
        if (!target) throw new Error(`seed: unknown upsell ${slug}`);
        insUpsell.run(p.id, target.id, i);
      });
    }

    const insCoupon = db.prepare('INSERT INTO coupons (code, kind, amount, minimum_spend, expires_at, description) VALUES (?, ?, ?, ?, ?, ?)');
    for (const c of COUPONS) insCoupon.run(c.code, c.kind, c.amount, c.minimum_spend, c.expires_at, c.description);

    const insReview = db.prepare('INSERT INTO reviews (product_id, author, email, rating, content, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    for (const [slug, author, rating, content, date] of REVIEWS) {
      const p = bySlug.get(slug);
      if (!p) throw new Error(`seed: unknown review product ${slug}`);
      insReview.run(p.id, author, '', rating, content, date);
    }
  });
  write();
}
