import { describe, expect, it } from 'vitest';
import { cropRect, cssColor, gesturePlacement, turnedDraw } from '../../../src/ui/printing/canvas/gesture-geometry';

describe('cropRect (the part of a picture a frame shows, cut the same by WebGL and the gesture layer)', () => {
  it('scales the crop fractions to the picture’s pixels', () => {
    expect(cropRect({ u0: 0.25, v0: 0, u1: 0.75, v1: 1 }, { x: 0, y: 0, width: 1600, height: 800 })).toEqual({ x: 400, y: 0, width: 800, height: 800 });
  });

  it('offsets into the picture’s place in an atlas page', () => {
    expect(cropRect({ u0: 0.5, v0: 0.5, u1: 1, v1: 1 }, { x: 100, y: 40, width: 200, height: 100 })).toEqual({ x: 200, y: 90, width: 100, height: 50 });
  });

  it('keeps the cut inside the picture and at least a pixel wide', () => {
    expect(cropRect({ u0: -0.1, v0: 0.9, u1: 0.3, v1: 1.2 }, { x: 0, y: 0, width: 100, height: 100 })).toEqual({ x: 0, y: 90, width: 40, height: 10 });
    expect(cropRect({ u0: 1, v0: 0, u1: 1, v1: 0.5 }, { x: 0, y: 0, width: 100, height: 100 })).toEqual({ x: 100, y: 0, width: 1, height: 50 });
  });
});

describe('gesturePlacement (the gesture layer on the WebGL canvas’s device pixels)', () => {
  it('places a photo on whole pixels as it is at a pixel ratio of 1', () => {
    expect(gesturePlacement({ x: 10, y: 20, width: 100, height: 50 }, 1)).toEqual({
      box: { x: 10, y: 20, width: 100, height: 50 },
      photo: { x: 0, y: 0, width: 100, height: 50 },
      covered: { x: 0, y: 0, width: 100, height: 50 },
    });
  });

  it('rounds a fractional window out to the scissor box, the photo keeping its fractional place in it', () => {
    const p = gesturePlacement({ x: 10.25, y: 20.75, width: 100.5, height: 50 }, 2);
    // Device px: 20.5 .. 221.5 across, 41.5 .. 141.5 down.
    expect(p.box).toEqual({ x: 20, y: 41, width: 202, height: 101 });
    expect(p.photo).toEqual({ x: 0.5, y: 0.5, width: 201, height: 100 });
    // Pixels whose centre lies inside: 21 .. 221 across (centre 20.5 is in, 221.5 is not), 42 .. 141 down.
    expect(p.covered).toEqual({ x: 0, y: 0, width: 201, height: 100 });
  });

  it('leaves out the edge pixels whose centre the photo does not reach', () => {
    const p = gesturePlacement({ x: 5.7, y: 3, width: 10, height: 4.2 }, 1);
    expect(p.box).toEqual({ x: 5, y: 3, width: 11, height: 5 });
    // Across 5.7 .. 15.7: centres 6.5 .. 15.5 are in (pixels 6 .. 15); down 3 .. 7.2: pixels 3 .. 6.
    expect(p.covered).toEqual({ x: 1, y: 0, width: 10, height: 4 });
  });
});

describe('turnedDraw (a turned photo drawn as the WebGL sprite is placed)', () => {
  it('draws an unturned photo into its rectangle', () => {
    expect(turnedDraw({ x: 10, y: 20, width: 100, height: 60 }, 0)).toEqual({ centreX: 60, centreY: 50, radians: 0, width: 100, height: 60 });
  });

  it('swaps the sides of a quarter turn about the centre', () => {
    expect(turnedDraw({ x: 10, y: 20, width: 100, height: 60 }, 90)).toEqual({ centreX: 60, centreY: 50, radians: Math.PI / 2, width: 60, height: 100 });
    expect(turnedDraw({ x: 0, y: 0, width: 100, height: 60 }, 270)).toMatchObject({ radians: (3 * Math.PI) / 2, width: 60, height: 100 });
    expect(turnedDraw({ x: 0, y: 0, width: 100, height: 60 }, 180)).toMatchObject({ radians: Math.PI, width: 100, height: 60 });
  });
});

describe('cssColor', () => {
  it('writes a 0xRRGGBB colour as CSS', () => {
    expect(cssColor(0x000000)).toBe('#000000');
    expect(cssColor(0x939598)).toBe('#939598');
    expect(cssColor(0x0a0b0c)).toBe('#0a0b0c');
  });
});
