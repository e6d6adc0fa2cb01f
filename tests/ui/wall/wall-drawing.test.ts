import { describe, expect, it } from 'vitest';
import { tileLayout } from '../../../src/domain/printing/tile-picture';
import { drawTile, type Picture } from '../../../src/ui/wall/wall-drawing';

/**
 * Issue 31 item 6: the wall draws a turned photo turned. A fake 2D context follows the transform, so
 * each corner of the drawn cut of the stored photo can be followed to where it lands on the wall.
 */
const recording = () => {
  let m = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };
  const saved: (typeof m)[] = [];
  const drawn: Array<{ src: number[]; corners: Array<[number, number]> }> = [];
  const apply = (x: number, y: number): [number, number] => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
  const ctx = {
    fillStyle: '',
    fillRect: () => {},
    save: () => saved.push(m),
    restore: () => (m = saved.pop()!),
    translate: (x: number, y: number) => (m = { ...m, e: m.a * x + m.c * y + m.e, f: m.b * x + m.d * y + m.f }),
    rotate: (r: number) => {
      const [cos, sin] = [Math.cos(r), Math.sin(r)];
      m = { ...m, a: m.a * cos + m.c * sin, b: m.b * cos + m.d * sin, c: -m.a * sin + m.c * cos, d: -m.b * sin + m.d * cos };
    },
    drawImage: (_p: unknown, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, _dh: number) =>
      // The stored photo's cut, and where its top-left and top-right corners land.
      drawn.push({ src: [sx, sy, sw, sh], corners: [apply(dx, dy), apply(dx + dw, dy)] }),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, drawn };
};

const picture = { width: 400, height: 200 } as Picture;
const round = (p: [number, number]) => p.map((v) => Math.round(v * 1000) / 1000);

describe('the wall draws a turned photo turned (issue 31 item 6)', () => {
  it('cuts the stored photo under the turned crop and turns it into the photo area', () => {
    const layout = (rotation: 0 | 90) =>
      tileLayout(
        { widthInches: 8, heightInches: 8, outputImageWidth: 100, outputImageHeight: 100 },
        { imagePath: 'p', crop: [0, 0, 200, 200], frameColor: 'Black', matColor: '#FFFFFF00', filter: 'color', orientation: 'Portrait', rotation },
        { width: 400, height: 200 },
      );
    const box = { x: 0, y: 0, width: 1000, height: 1000 };
    const flat = recording();
    const photo = drawTile(flat.ctx, { key: 'a', src: 'p', layout: layout(0), position: { positionX: 0, positionY: 0 } as never }, box, picture);
    expect(flat.drawn[0]!.src).toEqual([0, 0, 200, 200]);
    expect(flat.drawn[0]!.corners.map(round)).toEqual([
      [photo.x, photo.y],
      [photo.x + photo.width, photo.y],
    ]);
    // Turned 90°: the photo is 200 x 400 and the crop its top square, which is the stored photo's left square
    // turned; its stored top-left corner lands at the photo area's top-right, its top-right at the bottom-right.
    const turned = recording();
    drawTile(turned.ctx, { key: 'b', src: 'p', layout: layout(90), position: { positionX: 0, positionY: 0 } as never }, box, picture);
    expect(turned.drawn[0]!.src).toEqual([0, 0, 200, 200]);
    expect(turned.drawn[0]!.corners.map(round)).toEqual([
      [photo.x + photo.width, photo.y],
      [photo.x + photo.width, photo.y + photo.height],
    ]);
  });
});
