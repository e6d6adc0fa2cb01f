import { hex, mix, type Raster, type Rgb } from './raster';

/** A rectangle of the raster in unit space: x0, y0, x1, y1. */
export type Box = readonly [number, number, number, number];

/** Draws inside a box of a raster with local unit coordinates (0..1 across the box). */
export class View {
  constructor(
    private readonly raster: Raster,
    readonly box: Box = [0, 0, 1, 1],
  ) {}

  private get w() {
    return this.box[2] - this.box[0];
  }
  private get h() {
    return this.box[3] - this.box[1];
  }

  /** A view of a sub-box given in this view's local coordinates. */
  sub(x0: number, y0: number, x1: number, y1: number): View {
    const [bx, by] = this.box;
    return new View(this.raster, [bx + x0 * this.w, by + y0 * this.h, bx + x1 * this.w, by + y1 * this.h]);
  }

  /** Paints local coordinates with a colour function (null leaves the pixel). */
  fill(colourAt: (u: number, v: number) => Rgb | null, alpha = 1, area: Box = [0, 0, 1, 1]): void {
    const [bx, by] = this.box;
    const { w, h } = this;
    this.raster.fill([bx + area[0] * w, by + area[1] * h, bx + area[2] * w, by + area[3] * h], (u, v) => colourAt((u - bx) / w, (v - by) / h), alpha);
  }

  /** A colour cast over this view (the whole raster when the view is the whole raster). */
  tint(colour: Rgb, alpha: number): void {
    if (this.box.join() === '0,0,1,1') this.raster.tint(colour, alpha);
    else this.fill(() => colour, alpha);
  }

  gradient(top: Rgb, bottom: Rgb): void {
    const [, by] = this.box;
    const { h } = this;
    this.raster.rows(this.box, (v) => mix(top, bottom, (v - by) / h));
  }

  rect(x0: number, y0: number, x1: number, y1: number, colour: Rgb, alpha = 1): void {
    this.fill(() => colour, alpha, [x0, y0, x1, y1]);
  }

  /** A circle of radius r (in this view's width units, so it stays round in a square view). */
  circle(cx: number, cy: number, r: number, colour: Rgb, alpha = 1): void {
    const ry = (r * this.w) / this.h;
    this.fill((u, v) => (((u - cx) / r) ** 2 + ((v - cy) / ry) ** 2 <= 1 ? colour : null), alpha, [cx - r, cy - ry, cx + r, cy + ry]);
  }

  /** A straight stroke from (x0, y0) to (x1, y1), `width` thick, with round ends (unit coordinates of a square view). */
  line(x0: number, y0: number, x1: number, y1: number, width: number, colour: Rgb): void {
    const r = width / 2;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const length2 = dx * dx + dy * dy;
    const near = (u: number, v: number) => {
      const t = Math.max(0, Math.min(1, ((u - x0) * dx + (v - y0) * dy) / length2));
      return (u - x0 - t * dx) ** 2 + (v - y0 - t * dy) ** 2 <= r * r;
    };
    this.fill((u, v) => (near(u, v) ? colour : null), 1, [Math.min(x0, x1) - r, Math.min(y0, y1) - r, Math.max(x0, x1) + r, Math.max(y0, y1) + r]);
  }

  /** An ellipse centred at (cx, cy) with radii rx, ry (unit coordinates). */
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, alpha = 1): void {
    this.fill((u, v) => (((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2 <= 1 ? colour : null), alpha, [cx - rx, cy - ry, cx + rx, cy + ry]);
  }

  /** Everything below the curve `top(u)`. */
  below(top: (u: number) => number, colour: Rgb | ((u: number, v: number) => Rgb), alpha = 1): void {
    // Only the rows the curve can reach: sample it to find its highest point.
    let highest = 1;
    for (let k = 0; k <= 200; k++) highest = Math.min(highest, top(k / 200));
    const area: Box = [0, Math.max(0, highest - 0.01), 1, 1];
    if (typeof colour === 'function') this.fill((u, v) => (v >= top(u) ? colour(u, v) : null), alpha, area);
    else this.fill((u, v) => (v >= top(u) ? colour : null), alpha, area);
  }
}

/** A named picture drawn into a view. */
export type Look = (view: View) => void;

const c = hex;

/** Photo-like scenes (albums, product pictures): skies, hills, sea, flowers, a city. */
export const looks = {
  sunset: (view: View) => {
    view.gradient(c('#2b2d64'), c('#f8a35b'));
    view.circle(0.62, 0.58, 0.12, c('#ffd98a'));
    view.below((u) => 0.66 + 0.05 * Math.sin(u * 7 + 1), c('#7a3b4f'));
    view.below((u) => 0.76 + 0.04 * Math.sin(u * 11), c('#3c2140'));
  },
  mountains: (view: View) => {
    view.gradient(c('#8ec5e8'), c('#e6f1f7'));
    view.circle(0.22, 0.2, 0.07, c('#fff6d8'));
    view.below((u) => 0.45 + 0.18 * Math.abs(Math.sin(u * 4.2 + 0.6)), c('#7d8fa6'));
    view.below((u) => 0.6 + 0.12 * Math.abs(Math.sin(u * 6.1 + 2)), c('#4f6478'));
    view.below((u) => 0.8 + 0.04 * Math.sin(u * 9), c('#2f4a3a'));
  },
  sea: (view: View) => {
    view.gradient(c('#5fa8d3'), c('#cae9ff'));
    view.sub(0, 0.55, 1, 1).gradient(c('#1b4965'), c('#62b6cb'));
    const glint = c('#fdf0c2');
    view.fill((u, v) => (Math.abs(u - 0.5) < 0.04 + (v - 0.55) * 0.3 && Math.sin(v * 180) > 0.3 ? glint : null), 0.55, [0.3, 0.55, 0.7, 1]);
    view.circle(0.5, 0.42, 0.09, c('#fff3c4'));
    view.below((u) => 0.9 + 0.03 * Math.sin(u * 20), c('#e9d8a6'));
  },
  bloom: (view: View) => {
    view.gradient(c('#f6e7e4'), c('#d8e2dc'));
    view.rect(0.49, 0.5, 0.51, 1, c('#5c8a4d'));
    view.circle(0.38, 0.78, 0.08, c('#6a994e'));
    view.circle(0.62, 0.72, 0.07, c('#6a994e'));
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      view.circle(0.5 + 0.13 * Math.cos(a), 0.38 + 0.13 * Math.sin(a), 0.1, c('#e5989b'));
    }
    view.circle(0.5, 0.38, 0.08, c('#ffb703'));
  },
  city: (view: View) => {
    view.gradient(c('#0b132b'), c('#5a4e7c'));
    view.circle(0.8, 0.18, 0.05, c('#f1f1e6'));
    const towers = [0.08, 0.19, 0.27, 0.38, 0.5, 0.58, 0.7, 0.81, 0.9];
    towers.forEach((x, i) => {
      const top = 0.35 + ((i * 37) % 30) / 100;
      view.rect(x - 0.05, top, x + 0.05, 1, c('#1c2541'));
      const lit = c('#f4d35e');
      view.fill((u, v) => ((Math.floor(u * 90) + Math.floor(v * 60)) % 3 === 0 && Math.floor(v * 60) % 2 === 0 ? lit : null), 0.8, [
        x - 0.04,
        top + 0.02,
        x + 0.04,
        0.98,
      ]);
    });
  },
  meadow: (view: View) => {
    view.gradient(c('#a2d2ff'), c('#fefae0'));
    view.circle(0.75, 0.25, 0.08, c('#ffffff'), 0.8);
    view.circle(0.68, 0.27, 0.06, c('#ffffff'), 0.8);
    view.below((u) => 0.58 + 0.05 * Math.sin(u * 5), c('#90be6d'));
    view.below((u) => 0.72 + 0.04 * Math.sin(u * 8 + 1), c('#43aa8b'));
    for (let k = 0; k < 14; k++) view.circle(0.05 + k * 0.07, 0.82 + ((k * 13) % 10) / 100, 0.012, c(k % 2 ? '#f94144' : '#f9c74f'));
  },
} satisfies Record<string, Look>;

/** Artists' designs: flat, graphic. */
export const designs = {
  blocks: (view: View) => {
    view.gradient(c('#f4f1de'), c('#f4f1de'));
    view.rect(0, 0, 0.58, 0.55, c('#e63946'));
    view.rect(0.62, 0, 1, 0.3, c('#f1c453'));
    view.rect(0.62, 0.34, 1, 1, c('#1d3557'));
    view.rect(0, 0.59, 0.28, 1, c('#457b9d'));
    view.rect(0.58, 0, 0.62, 1, c('#111111'));
    view.rect(0, 0.55, 0.58, 0.59, c('#111111'));
    view.rect(0.28, 0.59, 0.32, 1, c('#111111'));
    view.rect(0.62, 0.3, 1, 0.34, c('#111111'));
  },
  stripes: (view: View) => {
    const palette = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'].map(c);
    view.fill((u, v) => palette[Math.floor((u + v) * 5) % palette.length]!);
  },
  rings: (view: View) => {
    const palette = ['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'].map(c);
    view.fill((u, v) => palette[Math.floor(Math.hypot(u - 0.5, v - 0.5) * 14) % palette.length]!);
  },
  dots: (view: View) => {
    view.gradient(c('#22223b'), c('#4a4e69'));
    const light = c('#f2e9e4');
    const dark = c('#c9ada7');
    view.fill((u, v) => {
      const cu = (u * 6) % 1;
      const cv = (v * 6) % 1;
      return (cu - 0.5) ** 2 + (cv - 0.5) ** 2 < 0.09 ? mix(light, dark, v) : null;
    });
  },
  waves: (view: View) => {
    const palette = ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#caf0f8'].map(c);
    view.fill((u, v) => palette[Math.floor((v + 0.06 * Math.sin(u * 12)) * 8) % palette.length]!);
  },
  leaves: (view: View) => {
    view.gradient(c('#fefae0'), c('#faedcd'));
    for (let k = 0; k < 9; k++) {
      const x = 0.2 + (k % 3) * 0.3;
      const y = 0.2 + Math.floor(k / 3) * 0.3;
      const colour = c(k % 2 ? '#606c38' : '#283618');
      view.fill((u, v) => (Math.abs(u - x) * 1.8 + Math.abs(v - y) * 0.9 < 0.12 ? colour : null), 1, [x - 0.07, y - 0.14, x + 0.07, y + 0.14]);
    }
  },
  sketch: (view: View) => {
    view.gradient(c('#ffffff'), c('#eeeeee'));
    const ink = c('#333333');
    view.fill((u, v) => (Math.abs(Math.sin(u * 20) * 0.1 + 0.5 - v) < 0.02 ? ink : null), 1, [0, 0.35, 1, 0.65]);
    view.circle(0.3, 0.3, 0.1, c('#ef476f'));
  },
} satisfies Record<string, Look>;

/** Product shots: a framed tile on a wall, wall pads, a membership card, a gift box, a monogram. */
export const products = {
  framedTile:
    (frame: string, inner: Look, mat = false) =>
    (view: View) => {
      view.gradient(c('#efece6'), c('#dcd7cd'));
      view.rect(0.2, 0.2, 0.84, 0.84, c('#000000'), 0.18); // shadow
      view.rect(0.17, 0.16, 0.83, 0.82, c(frame));
      const inset = mat ? 0.05 : 0.035;
      if (mat) view.rect(0.17 + 0.035, 0.16 + 0.035, 0.83 - 0.035, 0.82 - 0.035, c('#ffffff'));
      inner(view.sub(0.17 + inset, 0.16 + inset, 0.83 - inset, 0.82 - inset));
    },
  wallPads: (view: View) => {
    view.gradient(c('#f7f5f0'), c('#e7e3da'));
    for (let k = 0; k < 6; k++) {
      const x = 0.18 + (k % 3) * 0.25;
      const y = 0.3 + Math.floor(k / 3) * 0.3;
      view.rect(x + 0.01, y + 0.01, x + 0.19, y + 0.21, c('#000000'), 0.12);
      view.rect(x, y, x + 0.18, y + 0.2, c('#ffffff'));
      view.rect(x + 0.03, y + 0.03, x + 0.15, y + 0.17, c('#d9d4c7'));
    }
  },
  membership: (view: View) => {
    view.gradient(c('#1d3557'), c('#457b9d'));
    view.rect(0.16, 0.28, 0.84, 0.72, c('#f1faee'));
    view.rect(0.16, 0.36, 0.84, 0.44, c('#e63946'));
    view.circle(0.72, 0.6, 0.06, c('#f4a261'));
  },
  gift: (view: View) => {
    view.gradient(c('#fff1e6'), c('#fde2e4'));
    view.rect(0.22, 0.36, 0.78, 0.86, c('#c1121f'));
    view.rect(0.18, 0.3, 0.82, 0.42, c('#9d0208'));
    view.rect(0.46, 0.3, 0.54, 0.86, c('#ffd166'));
    view.circle(0.42, 0.25, 0.07, c('#ffd166'));
    view.circle(0.58, 0.25, 0.07, c('#ffd166'));
  },
  /** A monogram tile: a laurel ring of leaves around a serif letter 'A' on a white mat in a black frame. */
  monogram: (view: View) => {
    view.gradient(c('#efece6'), c('#dcd7cd'));
    view.rect(0.2, 0.2, 0.84, 0.84, c('#000000'), 0.18);
    view.rect(0.17, 0.16, 0.83, 0.82, c('#111111'));
    view.rect(0.2, 0.19, 0.8, 0.79, c('#fbfaf7'));
    for (let k = 0; k < 22; k++) {
      // Two branches from the bottom up each side, leaving the top open.
      const side = k < 11 ? -1 : 1;
      const a = Math.PI / 2 + side * (0.35 + (k % 11) * 0.22);
      view.circle(0.5 + 0.2 * Math.cos(a), 0.49 + 0.2 * Math.sin(a), 0.018, c('#5b8c5a'));
    }
    const ink = c('#1d3557');
    view.line(0.5, 0.38, 0.43, 0.59, 0.028, ink);
    view.line(0.5, 0.38, 0.57, 0.59, 0.028, ink);
    view.line(0.455, 0.52, 0.545, 0.52, 0.018, ink);
    view.line(0.41, 0.595, 0.455, 0.595, 0.014, ink);
    view.line(0.545, 0.595, 0.59, 0.595, 0.014, ink);
  },
};

/** An illustrated portrait's colours. */
export interface PortraitColours {
  readonly backdrop: readonly [string, string];
  readonly skin: string;
  readonly hair: string;
  readonly top: string;
  readonly longHair?: boolean;
}

/**
 * An artist's portrait as a flat illustration (issue 32 item 7: the grey silhouettes looked
 * unfinished): backdrop, shoulders, face, hair and fringe, eyes, a smile.
 */
export const portrait =
  (colours: PortraitColours): Look =>
  (view) => {
    view.gradient(c(colours.backdrop[0]), c(colours.backdrop[1]));
    view.circle(0.8, 0.2, 0.09, c('#ffffff'), 0.35);
    view.circle(0.16, 0.74, 0.12, c('#ffffff'), 0.2);
    if (colours.longHair) view.ellipse(0.5, 0.52, 0.22, 0.3, c(colours.hair));
    view.below((u) => 0.73 + 0.9 * (u - 0.5) ** 2, c(colours.top));
    view.rect(0.45, 0.58, 0.55, 0.73, c(colours.skin));
    view.ellipse(0.5, 0.73, 0.08, 0.035, c(colours.skin));
    view.ellipse(0.5, 0.45, 0.16, 0.19, c(colours.skin));
    view.fill(
      (u, v) => (((u - 0.5) / 0.175) ** 2 + ((v - 0.43) / 0.2) ** 2 <= 1 && v < 0.37 + 0.025 * Math.sin(u * 40) ? c(colours.hair) : null),
      1,
      [0.3, 0.22, 0.7, 0.42],
    );
    view.circle(0.44, 0.47, 0.016, c('#2b2118'));
    view.circle(0.56, 0.47, 0.016, c('#2b2118'));
    view.fill((u, v) => (((u - 0.5) / 0.055) ** 2 + ((v - 0.53) / 0.035) ** 2 <= 1 && v > 0.535 ? c('#b5523b') : null), 1, [0.44, 0.52, 0.56, 0.57]);
    view.circle(0.4, 0.53, 0.028, c('#f28482'), 0.3);
    view.circle(0.6, 0.53, 0.028, c('#f28482'), 0.3);
  };
