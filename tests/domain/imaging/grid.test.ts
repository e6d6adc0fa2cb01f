import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridPosition, splitCells, tileGridDims } from '../../../src/domain/imaging';
import { imageRect } from '../../../src/domain/units';

describe('tile grid', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 1],
    [2, 1, 2],
    [3, 2, 2],
    [4, 2, 2],
    [5, 2, 3],
    [9, 3, 3],
    [10, 3, 4],
    [100, 10, 10],
  ])('%d tiles sit in %d rows x %d cols (roughly square)', (n, rows, cols) => {
    expect(tileGridDims(n)).toEqual({ rows, cols });
  });

  it('uses rows x cols for split projects', () => {
    expect(tileGridDims(6, { rows: 2, cols: 3 })).toEqual({ rows: 2, cols: 3 });
  });

  it('places tiles row-major', () => {
    expect(gridPosition(0, 3)).toEqual({ positionX: 0, positionY: 0 });
    expect(gridPosition(4, 3)).toEqual({ positionX: 1, positionY: 1 });
  });
});

describe('split geometry', () => {
  it('divides an image into rows x cols cells with crop origins and positions', () => {
    const cells = splitCells(imageRect(0, 0, 300, 200), { rows: 2, cols: 3 });
    expect(cells).toHaveLength(6);
    expect(cells[0]).toEqual({ positionX: 0, positionY: 0, crop: imageRect(0, 0, 100, 100) });
    expect(cells[5]).toEqual({ positionX: 2, positionY: 1, crop: imageRect(200, 100, 100, 100) });
  });

  it('splits uneven sizes on whole pixels, the last edge on the region end', () => {
    const cells = splitCells(imageRect(10, 0, 100, 10), { rows: 1, cols: 3 });
    expect(cells.map((c) => [c.crop.x, c.crop.width])).toEqual([
      [10, 33],
      [43, 34],
      [77, 33],
    ]);
    const fractional = splitCells(imageRect(0, 0, 2.6, 1), { rows: 1, cols: 26 });
    expect(fractional.at(-1)?.crop.x).toBeLessThanOrEqual(2.6);
  });

  it.each([
    [0, 2],
    [2, 0],
    [1.5, 2],
  ])('refuses a %d x %d grid', (rows, cols) => {
    expect(() => splitCells(imageRect(0, 0, 10, 10), { rows, cols })).toThrow(`Invalid split grid ${rows} x ${cols}`);
  });

  it('covers the image exactly with no overlap (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (x, y, width, height, rows, cols) => {
          const region = imageRect(x, y, width, height);
          const cells = splitCells(region, { rows, cols });
          // Exact cover: areas add up to the region, every cell is inside it, and neighbours
          // share their edge (so no two cells intersect).
          const area = cells.reduce((a, c) => a + c.crop.width * c.crop.height, 0);
          const problems = cells.filter((cell, i) => {
            const row = Math.floor(i / cols);
            const col = i % cols;
            const right = cells[i + 1];
            const below = cells[i + cols];
            return (
              cell.positionX !== col ||
              cell.positionY !== row ||
              cell.crop.x < x ||
              cell.crop.y < y ||
              cell.crop.x + cell.crop.width > x + width ||
              cell.crop.y + cell.crop.height > y + height ||
              !Number.isInteger(cell.crop.x) ||
              !Number.isInteger(cell.crop.width) ||
              (col + 1 < cols && right?.crop.x !== cell.crop.x + cell.crop.width) ||
              (row + 1 < rows && below?.crop.y !== cell.crop.y + cell.crop.height)
            );
          });
          expect([cells.length, area, problems.length]).toEqual([rows * cols, width * height, 0]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
