/**
 * A field the admin got wrong, and why: the admin form shows it beside the field, the server answers
 * it in a 400, and the CSV import names the row's column with it. One shape for all three.
 */
export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/** An image or template address the catalogue may hold: a site path (`/files/…`) or an https URL. */
export const isCatalogueUrl = (value: string): boolean =>
  value.length <= 2000 && (/^\/[^/\\\s]/.test(value) || /^https:\/\/[^\s/]+\/\S*$/.test(value)) && !/[\u0000-\u001f<>"]/.test(value);

export const CATALOGUE_URL_HINT = 'Must be a site path starting with / or an https:// address';

/** Text the catalogue shows: trimmed, 1..max characters, no control characters. */
export function textProblem(field: string, value: string, label: string, max: number, required = true): FieldProblem | null {
  const text = value.trim();
  if (text === '') return required ? { field, message: `${label} is required` } : null;
  if (text.length > max) return { field, message: `Must be no more than ${max} characters` };
  if (/[\u0000-\u001f\u007f]/.test(text)) return { field, message: `${label} must not contain control characters` };
  return null;
}

/** A whole number within bounds (sort orders, pixel sizes). */
export function integerProblem(field: string, value: number, label: string, min: number, max: number): FieldProblem | null {
  if (!Number.isInteger(value)) return { field, message: `${label} must be a whole number` };
  if (value < min || value > max) return { field, message: `${label} must be between ${min} and ${max}` };
  return null;
}

/** Keeps the problems that are there. */
export const problems = (...found: ReadonlyArray<FieldProblem | null>): FieldProblem[] => found.filter((p): p is FieldProblem => p !== null);
