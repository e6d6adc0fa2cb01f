import type { ReactNode, Ref } from 'react';
import { productProblemPlace, productProblemText, type FieldProblem } from '../../../domain/catalog';
import styles from '../admin-kit.module.css';
import catalogue from './catalogue.module.css';

/** The input a problem is about (`product-price`, `variant-0-variantSku`), or null when no input holds it (the variants as a whole). */
export function problemInputId(problem: FieldProblem): string | null {
  const place = productProblemPlace(problem);
  if (place === null || place.key === 'variants') return null;
  return place.variant === null ? `product-${place.key}` : `variant-${place.variant}-${place.key}`;
}

/**
 * One field of the product form: its label, its control, then its hint and its problems (the tenant
 * form's way: the control is marked invalid and described by both). The label holds only its words, so
 * the control's name stays its label however many problems it has.
 */
export function ProductField({
  id,
  label,
  hint,
  problems,
  children,
}: {
  id: string;
  label: string;
  hint: string | undefined;
  problems: readonly string[];
  children: (described: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const problem = problems.length > 0 ? problems.join('. ') : undefined;
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${catalogue.slot}`}>
      <label htmlFor={id}>{label}</label>
      {children({ 'aria-invalid': problem ? true : undefined, 'aria-describedby': described })}
      {(hint || problem) && (
        <span className={catalogue.notes}>
          {hint && (
            <span id={`${id}-hint`} className={catalogue.placeBadge}>
              {hint}
            </span>
          )}
          {problem && (
            <span id={`${id}-problem`} className={catalogue.problem}>
              {problem}
            </span>
          )}
        </span>
      )}
    </div>
  );
}

/**
 * What keeps the product from being saved, each problem a link to its field. A failed save moves focus
 * here (it can sit a phone's screens below the submit button's reach otherwise), so it takes focus itself.
 */
export function ProblemSummary({ problems, ref }: { problems: readonly FieldProblem[]; ref: Ref<HTMLDivElement> }) {
  const goTo = (id: string) => document.getElementById(id)?.focus();
  return (
    <div ref={ref} tabIndex={-1} aria-labelledby="product-problems-heading" role="group" className={catalogue.summary} aria-live="polite">
      <p id="product-problems-heading">Fix before saving:</p>
      <ul>
        {problems.slice(0, 10).map((p) => {
          const id = problemInputId(p);
          return (
            <li key={`${p.field}-${p.message}`} className={catalogue.problem}>
              {id === null ? (
                productProblemText(p)
              ) : (
                <a
                  href={`#${id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    goTo(id);
                  }}
                >
                  {productProblemText(p)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
