import {
  checkClaimsTogether,
  checkPrintedLine,
  printedLineMessages,
  printedTilesOf,
  unpaidColours,
  type PaidLine,
  type PrintedLineClaim,
  type ProjectFacts,
} from '../../src/domain/cart';
import type { OrderedTile } from '../../src/domain/admin';
import { lineKindOf } from '../../src/domain/pricing';
import type { ServerProject } from '../../src/contract/project';
import type { Queryable } from '../db/db';
import type { Attribute, VariantInfo } from '../storefront/cart-repository';

/**
 * What gets printed is decided here from the paid cart (issue 26, item 1), with the domain's rule
 * (`src/domain/cart/printed-line.ts`): cart mutations refuse lines that do not add up, checkout
 * refuses lines whose stored project is not the buyer's or does not match, and the admin's order
 * detail and print files print the frozen projects' tiles only. The tenant's own limits (tiles per
 * order, frame colours) are a separate check.
 */

/** One line's refusal: which line (its index in the list checked) and the domain's wording. */
export interface LineProblem {
  readonly index: number;
  readonly message: string;
}

type CartLineLike = {
  readonly variant: Pick<VariantInfo, 'kind' | 'productId' | 'productTitle' | 'title'>;
  readonly quantity: number;
  readonly attributes: readonly Attribute[];
};

/** A cart line as the rule reads it: printed when its product is a tile; the variant's name is its frame colour. */
export const paidLine = (line: CartLineLike): PaidLine => ({
  printable: line.variant.kind === 'tile',
  productId: line.variant.productId,
  productTitle: line.variant.productTitle,
  frameColor: line.variant.title,
  quantity: line.quantity,
  attributes: line.attributes,
});

/**
 * A cart mutation's check: each new line adds up on its own, and no project's colour is on two lines
 * of the cart (the lines already there count). Indexes are of `added`.
 */
export function printedLineProblems(existing: readonly CartLineLike[], added: readonly CartLineLike[]): LineProblem[] {
  const claims = [...existing, ...added].map((l) => checkPrintedLine(paidLine(l)));
  const own = claims.slice(existing.length).flatMap((c, index) => (c._tag === 'Left' ? [{ index, message: c.left.message }] : []));
  const together = checkClaimsTogether(claims.map((c) => (c._tag === 'Right' ? c.right : null)))
    .filter((p) => p.index >= existing.length)
    .map((p) => ({ index: p.index - existing.length, message: p.error.message }));
  return [...own, ...together];
}

/** The stored project as the rule reads it. */
const projectFacts = (id: string, document: unknown): ProjectFacts => {
  const doc = (typeof document === 'string' ? JSON.parse(document) : document) as ServerProject;
  return { id, productId: doc.productId, copies: doc.quantity, tiles: doc.tiles };
};

interface ProjectRow {
  id: string;
  owner_id: string | null;
  cart_token: string;
  document: unknown;
  completed_at: Date | string | null;
  order_id: string | null;
}

/** Who is buying: the signed-in customer (their projects) or nobody (anonymous projects, proven by their cart token). */
export interface Buyer {
  readonly customerId?: string | null;
}

/**
 * Checkout's check, inside the completion's transaction and before anything is charged or written:
 * every printed line's project exists, is the buyer's (owned by the signed-in customer, or anonymous
 * under the cart token the line names), is not ordered yet, and its tiles of the line's colour times
 * its copies make the line's quantity; each of its colours is paid for by a line. The projects are
 * locked, so no save changes them between this check and their freezing. Null: every line adds up.
 */
export async function orderedProjectProblem(tx: Queryable, tenantId: string, buyer: Buyer, lines: readonly CartLineLike[]): Promise<LineProblem | null> {
  const paid = lines.map(paidLine);
  const claims = paid.map((l) => checkPrintedLine(l));
  const firstBad = claims.findIndex((c) => c._tag === 'Left');
  if (firstBad >= 0) {
    const bad = claims[firstBad]!;
    return { index: firstBad, message: bad._tag === 'Left' ? bad.left.message : '' };
  }
  const claimed = claims.map((c) => (c._tag === 'Right' ? c.right : null));
  const twice = checkClaimsTogether(claimed)[0];
  if (twice) return { index: twice.index, message: twice.error.message };
  const ids = [...new Set(claimed.flatMap((c) => (c === null ? [] : [c.projectId])))];
  if (ids.length === 0) return null;
  const rows = await tx.query<ProjectRow>(
    `SELECT id, owner_id, cart_token, document, completed_at, order_id FROM projects WHERE tenant_id = $1 AND id = ANY($2::text[]) ORDER BY id FOR UPDATE`,
    [tenantId, ids],
  );
  const held = (row: ProjectRow, claim: PrintedLineClaim): boolean =>
    row.completed_at === null &&
    (row.owner_id !== null ? buyer.customerId != null && row.owner_id === buyer.customerId : claim.cartToken !== '' && row.cart_token === claim.cartToken);
  for (const [index, claim] of claimed.entries()) {
    if (claim === null) continue;
    const row = rows.find((r) => r.id === claim.projectId);
    // Missing, another shopper's or already ordered: one answer, so the message tells nobody which.
    if (!row || !held(row, claim)) return { index, message: printedLineMessages.notYours(claim.projectId) };
    const tiles = printedTilesOf(paid[index]!, projectFacts(row.id, row.document));
    if (tiles._tag === 'Left') return { index, message: tiles.left.message };
  }
  for (const row of rows) {
    const colours = claimed.flatMap((c) => (c !== null && c.projectId === row.id ? [c.frameColor] : []));
    const unpaid = unpaidColours(projectFacts(row.id, row.document), colours);
    if (unpaid) return { index: claimed.findIndex((c) => c?.projectId === row.id), message: unpaid.message };
  }
  return null;
}

/** An order line as the admin reads it, with what the catalogue says of its product and variant. */
export interface OrderLineFacts {
  readonly position: number;
  readonly productId: string;
  readonly quantity: number;
  readonly attributes: readonly Attribute[];
}

/** What one order line prints: its verified tiles, or why none (the line does not add up). */
export interface VerifiedLine {
  readonly tiles: readonly OrderedTile[];
  /** Null when the line adds up; else the domain's wording of why nothing is printed from it. */
  readonly problem: string | null;
}

/**
 * The tiles an order's lines print, each from the project frozen for this order. An older order
 * (before this check) whose line does not add up, whose project was not frozen for it, or whose
 * variant is gone, prints nothing from that line and says why: its `_tiles` are never printed.
 */
export async function verifiedOrderLines(
  db: Queryable,
  tenantId: string,
  orderId: string,
  lines: readonly OrderLineFacts[],
): Promise<Map<number, VerifiedLine>> {
  if (lines.length === 0) return new Map();
  const catalogue = await db.query<{ position: number; product_name: string | null; output_image_width: number | null; variant_name: string | null }>(
    `SELECT l.position, p.name AS product_name, p.output_image_width, v.name AS variant_name
       FROM order_lines l
       LEFT JOIN products p ON p.tenant_id = $2 AND p.id = l.product_id
       LEFT JOIN product_variants v ON v.tenant_id = $2 AND v.product_id = l.product_id AND v.id = l.variant_id
      WHERE l.order_id = $1`,
    [orderId, tenantId],
  );
  const projects = await db.query<{ id: string; document: unknown }>('SELECT id, document FROM projects WHERE tenant_id = $1 AND order_id = $2', [
    tenantId,
    orderId,
  ]);
  const frozen = new Map(projects.map((p) => [p.id, projectFacts(p.id, p.document)]));
  const paid = lines.map((l) => {
    const facts = catalogue.find((c) => Number(c.position) === Number(l.position));
    const line: PaidLine = {
      printable: lineKindOf(l.productId, facts?.output_image_width != null) === 'tile',
      productId: l.productId,
      productTitle: facts?.product_name ?? l.productId,
      frameColor: facts?.variant_name ?? '',
      quantity: l.quantity,
      attributes: l.attributes,
    };
    return { line, known: facts?.product_name != null && facts.variant_name != null };
  });
  const claims = paid.map((p) => checkPrintedLine(p.line));
  const twice = new Map(checkClaimsTogether(claims.map((c) => (c._tag === 'Right' ? c.right : null))).map((p) => [p.index, p.error.message]));
  return new Map(
    lines.map((l, i) => {
      const { line, known } = paid[i]!;
      const claim = claims[i]!;
      if (!known)
        return [l.position, { tiles: [], problem: 'The product or variant of this line is no longer in the catalogue: its tiles cannot be checked.' }];
      const again = twice.get(i);
      if (again !== undefined) return [l.position, { tiles: [], problem: again }];
      const project = claim._tag === 'Right' && claim.right !== null ? (frozen.get(claim.right.projectId) ?? null) : null;
      const tiles = printedTilesOf(line, project);
      return [l.position, tiles._tag === 'Right' ? { tiles: tiles.right, problem: null } : { tiles: [], problem: tiles.left.message }];
    }),
  );
}
