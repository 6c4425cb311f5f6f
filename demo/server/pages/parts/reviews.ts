import { html, type Html } from '../../http/html.ts';
import type { Product } from '../../catalog/products.ts';
import type { Review } from '../../catalog/reviews.ts';

const dateFmt = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'UTC' });

/** Stars as WooCommerce draws them: a width percentage, with the text for screen readers in the label. */
export function starRating(rating: number): Html {
  const shown = Number.isInteger(rating) ? String(rating) : rating.toFixed(2);
  return html`<div class="star-rating" role="img" aria-label="${`Noté ${shown} sur 5`}"><span style="width:${(rating / 5) * 100}%">Noté <strong class="rating">${shown}</strong> sur 5</span></div>`;
}

const RATING_OPTIONS: Array<[string, string]> = [
  ['5', 'Parfait'],
  ['4', 'Bon'],
  ['3', 'Moyen'],
  ['2', 'Pas mal'],
  ['1', 'Très mauvais'],
];

/** The reviews list and the review form of the reviews tab. */
export function reviewsSection(product: Product, reviews: readonly Review[], ratingRequired: boolean): Html {
  const list = reviews.length
    ? html`<ol class="commentlist">${reviews.map(
        (r) =>
          html`<li class="review" id="li-comment-${r.id}"><div id="comment-${r.id}" class="comment_container"><div class="comment-text">${starRating(
            r.rating,
          )}<p class="meta"><strong class="woocommerce-review__author">${r.author}</strong> <span class="woocommerce-review__dash">–</span> <time class="woocommerce-review__published-date" datetime="${r.createdAt}">${dateFmt.format(
            new Date(r.createdAt),
          )}</time></p><div class="description"><p>${r.content}</p></div></div></div></li>`,
      )}</ol>`
    : html`<p class="woocommerce-noreviews">Il n’y a pas encore d’avis.</p>`;
  const title = reviews.length ? html`${reviews.length} avis pour <span>${product.name}</span>` : html`Avis`;
  return html`<div id="reviews" class="woocommerce-Reviews"><div id="comments"><h2 class="woocommerce-Reviews-title">${title}</h2>${list}</div>
<div id="review_form_wrapper"><div id="review_form"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">${
    reviews.length ? 'Ajouter un avis' : html`Soyez le premier à laisser votre avis sur « ${product.name} »`
  }</h3>
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
<p class="comment-notes">Votre adresse e-mail ne sera pas publiée. Les champs obligatoires sont indiqués avec <span class="required" aria-hidden="true">*</span></p>
<fk-review-stars><div class="comment-form-rating"><label for="rating">Votre note${ratingRequired ? html` <span class="required" aria-hidden="true">*</span>` : ''}</label><select name="rating" id="rating"${
    ratingRequired ? html` required` : ''
  }><option value="">Noter…</option>${RATING_OPTIONS.map(([v, label]) => html`<option value="${v}">${label}</option>`)}</select></div></fk-review-stars>
<p class="comment-form-comment"><label for="comment">Votre avis <span class="required" aria-hidden="true">*</span></label><textarea id="comment" name="comment" cols="45" rows="6" required></textarea></p>
<p class="comment-form-author"><label for="author">Nom <span class="required" aria-hidden="true">*</span></label><input id="author" name="author" type="text" autocomplete="name" required></p>
<p class="comment-form-email"><label for="email">E-mail <span class="required" aria-hidden="true">*</span></label><input id="email" name="email" type="email" autocomplete="email" required></p>
<p class="form-submit"><button type="submit" class="submit button">Soumettre</button><input type="hidden" name="comment_post_ID" value="${product.id}" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>
</form></div></div></div></div>`;
}
