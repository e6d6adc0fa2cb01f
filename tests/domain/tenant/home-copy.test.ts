import { describe, expect, it } from 'vitest';
import { HERO_WALL_TILES, heroCopy } from '../../../src/domain/tenant/home-copy';

// The server draws the home page with the same components now (issue 27), so the copy is pinned here.
describe('home hero copy', () => {
  it('gives each home variant its own heading, lead and call to action', () => {
    expect(heroCopy.default).toEqual({
      heading: 'Your photos, framed for your walls',
      lead: 'Square photo tiles that stick, restick and never damage your walls. Pick your photos, frame them, and hang them in minutes.',
      cta: 'Get Started',
    });
    expect(heroCopy.pharmacy.heading).toBe('Photo tiles, ready to pick up today');
    expect(heroCopy.drugstore.heading).toBe('Same day photo tiles');
    const ctas = Object.values(heroCopy).map((c) => c.cta);
    expect(new Set(ctas).size).toBe(ctas.length);
  });

  it('draws a 3 × 3 sample wall', () => {
    expect(HERO_WALL_TILES).toBe(9);
  });
});
