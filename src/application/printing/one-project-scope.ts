import type { DomainError } from '../../domain/errors';

/**
 * A printing session confined to one project (an admin editing a customer's saved project, issue
 * #17, SPEC §6): that project can be changed, nothing else. No project is started, opened or
 * removed, none goes into a cart. Bound only in such a session's own container; the shopper's own
 * session has none and may do everything.
 */
export interface OneProjectScope {
  readonly projectId: string;
  /** What a refused action answers (the session's own words). */
  readonly refusal: DomainError<'printing/one-project'>;
  /** How the photo dialog names the photos already in the project, numbered ('Customer’s photo 1'): they are not the editor's own. */
  readonly photoLabel: string;
}
export const OneProjectScope = Symbol('OneProjectScope');
