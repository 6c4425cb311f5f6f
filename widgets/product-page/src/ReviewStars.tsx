import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { announce, getConfig, ServerMarkup, t, type WidgetProps } from '@vitrine/core';
import { canSendReview, RATINGS } from './model.ts';
import { readRating, type RatingMarkup } from './rating-markup.ts';
import './french.ts';

function Stars({ markup, host }: { markup: RatingMarkup; host: HTMLElement }) {
  const [rating, setRating] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const group = useRef<HTMLSpanElement>(null);
  const ratingRef = useRef(rating);
  ratingRef.current = rating;
  const id = useId();

  // §5.3: the review form is not sent without a rating when the shop requires one.
  useEffect(() => {
    const form = host.closest('form');
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (canSendReview(getConfig().shop.review_rating_required === 'yes', ratingRef.current)) return;
      event.preventDefault();
      setMissing(true);
      announce(t('Please select a rating'), 'assertive');
      group.current?.querySelector('input')?.focus();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [host]);

  const lit = hover ?? rating ?? 0;
  return (
    <p className="comment-form-rating">
      <span id={`${id}-label`} className="fk-stars__label">
        {markup.label || t('Your rating')}
        {markup.marked && (
          <>
            {'\u00a0'}
            <span className="required">*</span>
          </>
        )}
      </span>
      <span
        ref={group}
        className={rating ? 'stars selected fk-stars' : 'stars fk-stars'}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required={markup.marked || undefined}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        onPointerLeave={() => setHover(null)}
      >
        {RATINGS.map((n) => (
          <label key={n} className={`star-${n} fk-star${n <= lit ? ' is-lit' : ''}${n === rating ? ' active' : ''}`} onPointerEnter={() => setHover(n)}>
            <input
              type="radio"
              name={markup.name}
              value={n}
              checked={rating === n}
              onChange={() => {
                setRating(n);
                setMissing(false);
              }}
            />
            <span className="vitrine-visually-hidden">{t('{rating} of 5 stars', { rating: n })}</span>
          </label>
        ))}
      </span>
      {missing && (
        <span id={`${id}-error`} className="fk-stars__error" role="alert">
          {t('Please select a rating')}
        </span>
      )}
    </p>
  );
}

/**
 * `fk-review-stars`: wraps the review form's rating field (`p.comment-form-rating`) and renders five star radios
 * « N sur 5 étoiles » in its place (§4.5, §5.3): arrow keys move between them as radios do, a click marks the
 * star chosen, and a form sent without a rating when the shop requires one stays put with « Veuillez
 * sélectionner une note ». The radios post `rating` as the select did.
 */
export function ReviewStars({ host, serverMarkup }: WidgetProps) {
  const markup = useMemo(() => (serverMarkup ? readRating(serverMarkup) : null), [serverMarkup]);
  const asPrinted = useMemo(() => (serverMarkup ? [serverMarkup] : []), [serverMarkup]);
  return markup ? <Stars markup={markup} host={host} /> : <ServerMarkup markup={asPrinted} />;
}
