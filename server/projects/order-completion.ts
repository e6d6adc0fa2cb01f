import type { Queryable } from '../db/db';
import type { Attribute } from '../storefront/cart-repository';
import { ProjectRepository } from './project-repository';

/** The line attribute naming the project a cart line prints (the client's `lineAttributes`). */
export const PROJECT_LINE_ATTRIBUTE = '_projectId';

/** The project ids an order's lines name, each once. */
export const orderedProjectIds = (lines: ReadonlyArray<{ readonly attributes: readonly Attribute[] }>): string[] => [
  ...new Set(lines.flatMap((line) => line.attributes.filter((a) => a.key === PROJECT_LINE_ATTRIBUTE && a.value !== '').map((a) => a.value))),
];

/**
 * SPEC §4 Completed: the projects an order bought are frozen as they were bought (completed, linked to
 * the order). Runs inside the completion's transaction, so an order and its projects' state commit together.
 */
export async function completeOrderedProjects(
  tx: Queryable,
  tenantId: string,
  orderId: string,
  lines: ReadonlyArray<{ readonly attributes: readonly Attribute[] }>,
  now: number,
): Promise<number> {
  return new ProjectRepository(tx).complete(tenantId, orderedProjectIds(lines), orderId, now);
}
