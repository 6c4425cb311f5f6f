import { categoryById } from '../../catalog/categories.ts';
import { imageUrl, mainImage } from '../../catalog/images.ts';
import { isSimplePurchasable, permalink, type Product } from '../../catalog/products.ts';
import type { DB } from '../../db.ts';
import { html, type Html } from '../../http/html.ts';
import type { ShopSettings } from '../../settings.ts';
import { productPrice } from './price.ts';

/** Listing thumbnails: WooCommerce's woocommerce_thumbnail size. */
const THUMB = 300;

/**
 * WordPress (wp_get_loading_optimization_attributes) leaves `loading="lazy"` off the first content images of a
 * page (wp_omit_loading_attr_threshold, 3 by default) and gives the first `fetchpriority="high"`: the likely
 * largest paint must not wait for layout to decide it is in view.
 */
const EAGER_IMAGES = 3;
function loadingAttributes(index: number, firstContent: boolean): Html {
  if (!firstContent || index >= EAGER_IMAGES) return html` loading="lazy"`;
  return index === 0 ? html` fetchpriority="high"` : html``;
}

/** The add button of a listed product: one-click add, choose options, or read more (spec §2.3, §5.1). */
function loopButton(product: Product, settings: Pick<ShopSettings, 'ajax_add_to_cart'>): Html {
  const label = `« ${product.name} »`;
  // The Écharpe fixture is variable but listed like a simple product: the server answers {error, product_url}.
  if (isSimplePurchasable(product) || product.listedWithAjaxButton) {
    const cls = ['button', 'product_type_simple', 'add_to_cart_button', settings.ajax_add_to_cart === 'yes' ? 'ajax_add_to_cart' : '']
      .filter(Boolean)
      .join(' ');
    const quantity =
      product.minQty > 1
        ? // value 1 below min on purpose: the listing widget raises it to min (spec §5.1).
          html`<div class="quantity"><label class="screen-reader-text" for="qty-${product.id}">Quantité</label><input type="number" id="qty-${product.id}" class="input-text qty text" name="quantity" value="1" min="${product.minQty}" step="${product.step}"${
            product.maxQty !== null ? html` max="${product.maxQty}"` : ''
          }></div>`
        : '';
    return html`${quantity}<a href="?add-to-cart=${product.id}" data-quantity="1" class="${cls}" data-product_id="${product.id}" data-product_sku="${product.sku}" aria-label="${`Ajouter au panier : ${label}`}" rel="nofollow">Ajouter au panier</a>`;
  }
  if (product.type === 'variable' && product.inStock) {
    return html`<a href="${permalink(product)}" class="button product_type_variable" data-product_id="${product.id}" aria-label="${`Choisir les options pour ${label}`}">Choisir les options</a>`;
  }
  // The name begins with the visible words, so a person who says what they see (voice control) reaches it.
  return html`<a href="${permalink(product)}" class="button" aria-label="${`Lire la suite : ${label}`}">Lire la suite</a>`;
}

export function productCard(db: DB, product: Product, settings: Pick<ShopSettings, 'ajax_add_to_cart'>, loading: Html = html` loading="lazy"`): Html {
  const img = mainImage(db, product.id);
  const cat = categoryById(db, product.categoryId);
  const cls = [
    'product',
    'type-product',
    `post-${product.id}`,
    cat ? `product_cat-${cat.slug}` : '',
    product.inStock ? 'instock' : 'outofstock',
    `product-type-${product.type}`,
  ]
    .filter(Boolean)
    .join(' ');
  return html`<li class="${cls}"><a href="${permalink(product)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${
    img
      ? html`<img src="${imageUrl(img)}" alt="" width="${THUMB}" height="${THUMB}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail"${loading}>`
      : ''
  }<h2 class="woocommerce-loop-product__title">${product.name}</h2><span class="price">${productPrice(db, product)}</span>${
    product.inStock ? '' : html`<span class="stock out-of-stock">Rupture de stock</span>`
  }</a>${loopButton(product, settings)}</li>`;
}

/**
 * `ul.products`; callers wrap it (with the ordering form on the shop) in `fk-add-to-cart`. `firstContent`: the
 * listing is the page's first content (home, shop), so its first images load at once.
 */
export function productGrid(
  db: DB,
  products: readonly Product[],
  settings: Pick<ShopSettings, 'ajax_add_to_cart'>,
  { firstContent = false }: { firstContent?: boolean } = {},
): Html {
  return html`<ul class="products columns-3">${products.map((p, i) => productCard(db, p, settings, loadingAttributes(i, firstContent)))}</ul>`;
}
