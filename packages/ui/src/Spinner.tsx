/**
 * A small busy indicator. Decorative by default (the busy control says `aria-busy` itself); with a label it is
 * also announced.
 */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <span className={`vitrine-spinner ${className}`.trim()} {...(label ? { role: 'status' } : { 'aria-hidden': true })}>
      {label && <span className="vitrine-visually-hidden">{label}</span>}
    </span>
  );
}
