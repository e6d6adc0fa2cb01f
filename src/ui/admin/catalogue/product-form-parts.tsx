import type { ReactNode, Ref } from 'react';
import { productProblemPlace, productProblemText, type FieldProblem } from '../../../domain/catalog';
import { LabelledField, type FieldDescription } from '../labelled-field';
import catalogue from './catalogue.module.css';

/** The input a problem is about (`product-price`, `variant-0-variantSku`), or null when no input holds it (the variants as a whole). */
export function problemInputId(problem: FieldProblem): string | null {
  const place = productProblemPlace(problem);
  if (place === null || place.key === 'variants') return null;
  return place.variant === null ? `product-${place.key}` : `variant-${place.variant}-${place.key}`;
}

/** One field of the product form: its problems said together under it (LabelledField). */
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
  children: (described: FieldDescription) => ReactNode;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint} problem={problems.length > 0 ? problems.join('. ') : undefined}>
      {children}
    </LabelledField>
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
