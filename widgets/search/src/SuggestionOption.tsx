import { formatPrice, t } from '@vitrine/core';
import type { NamePart, Suggestion } from './model.ts';

export interface SuggestionOptionProps {
  id: string;
  suggestion: Suggestion;
  parts: NamePart[];
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One suggestion: thumbnail, name with the searched words marked, price. An option, not a link (ARIA listbox). */
export function SuggestionOption({ id, suggestion, parts, active, onHover, onChoose }: SuggestionOptionProps) {
  const { price, priceMax } = suggestion;
  return (
    <div
      id={id}
      role="option"
      // Options are reached through the field's aria-activedescendant, never by Tab; -1 keeps them out of its order.
      tabIndex={-1}
      aria-selected={active}
      className={`fk-search__option${active ? ' is-active' : ''}`}
      // The field keeps focus (and the list stays open) while the pointer chooses.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={active ? undefined : onHover}
      onClick={onChoose}
    >
      {suggestion.thumbnail ? (
        <img className="fk-search__thumb" src={suggestion.thumbnail} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className="fk-search__thumb" aria-hidden="true" />
      )}
      <span className="fk-search__name">{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</span>
      {price !== null && (
        <span className="fk-search__price">{priceMax !== null ? `${formatPrice(price)} – ${formatPrice(priceMax)}` : formatPrice(price)}</span>
      )}
      {!suggestion.inStock && <span className="fk-search__stock">{t('Out of stock')}</span>}
    </div>
  );
}
