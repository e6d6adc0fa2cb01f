/** A domain failure that is expected and shown to the shopper: a stable `code` plus the spec's exact wording. */
export interface DomainError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

/** Builds a tagged domain error. */
export const domainError = <C extends string>(code: C, message: string): DomainError<C> => ({ code, message });
