import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAttributes, projectLineGroups } from '../../../src/application/cart/checkout/placed-order';
import { toServerProject } from '../../../src/contract/project';
import { checkPrintedLine, printedTilesOf } from '../../../src/domain/cart';
import { project, tile } from '../../domain/fixtures';

describe("the client's printed lines add up on the server (issue 26)", () => {
  it('every project, of any frame colours and copies, makes one line per colour that passes the cart check and the checkout check', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Black', 'White', 'Gray'), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 9 }), (frames, copies) => {
        const p = project('p-1', {
          cartToken: 'ct-1',
          quantity: copies,
          tiles: frames.map((frameColor, i) => tile(`t${i}`, { frameColor, imagePath: `/files/uploads/${i}.jpg` })),
        });
        const stored = toServerProject(p);
        const groups = projectLineGroups(p);
        expect(groups.map((g) => g.frameColor)).toEqual([...new Set(frames)]);
        for (const g of groups) {
          const line = {
            printable: true,
            productId: p.productId,
            productTitle: 'Tile',
            frameColor: g.frameColor,
            quantity: g.tiles.length * copies,
            attributes: lineAttributes(p, g),
          };
          expect(checkPrintedLine(line)).toMatchObject({ _tag: 'Right', right: { projectId: 'p-1', cartToken: 'ct-1', tileCount: g.tiles.length, copies } });
          const printed = printedTilesOf(line, { id: stored.id, productId: stored.productId, copies: stored.quantity, tiles: stored.tiles });
          expect(printed._tag === 'Right' && printed.right.length).toBe(g.tiles.length);
        }
      }),
    );
  });
});
