/** The home page's hero copy per tenant variant (SPEC §2). The server writes it into the first screen too (issue 19). */
export type HomeVariantName = 'default' | 'pharmacy' | 'drugstore';

export interface HeroCopy {
  readonly heading: string;
  readonly lead: string;
  readonly cta: string;
}

export const heroCopy: Readonly<Record<HomeVariantName, HeroCopy>> = {
  default: {
    heading: 'Your photos, framed for your walls',
    lead: 'Square photo tiles that stick, restick and never damage your walls. Pick your photos, frame them, and hang them in minutes.',
    cta: 'Get Started',
  },
  pharmacy: {
    heading: 'Photo tiles, ready to pick up today',
    lead: 'Design framed photo tiles online and pick them up at your local store the same day.',
    cta: 'Design your tiles',
  },
  drugstore: {
    heading: 'Same day photo tiles',
    lead: 'Turn your favourite photos into framed tiles and collect them at your local pharmacy today.',
    cta: 'Start your prints',
  },
};

/** The hero illustration's sample wall: 3 × 3 tiles, coloured by page.module.css. */
export const HERO_WALL_TILES = 9;
