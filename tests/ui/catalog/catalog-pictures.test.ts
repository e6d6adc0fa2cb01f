import { describe, expect, it } from 'vitest';
import { cardPicture, productMainPicture, thumbnailPicture } from '../../../src/ui/catalog/catalog-pictures';

const sized = (edge: number) => `/api/v1/images/sized?src=%2Ffiles%2Fproducts%2Ftile.png&edge=${edge}`;

describe("the catalogue's pictures at the size the page draws them (issue 27)", () => {
  it("a product page's main picture: 512–1600 px derivatives, 800 px without srcset support, sized as the gallery's column", () => {
    expect(productMainPicture('/files/products/tile.png', [])).toEqual({
      src: sized(800),
      srcSet: `${sized(512)} 512w, ${sized(800)} 800w, ${sized(1200)} 1200w, ${sized(1600)} 1600w`,
      sizes: '(min-width: 1400px) 650px, (min-width: 1200px) 587px, (min-width: 900px) calc((100vw - 80px) * 0.524), calc(100vw - 32px)',
    });
    expect(productMainPicture('/files/products/tile.png', [], 'standalone').sizes).toBe('(min-width: 900px) 420px, calc(100vw - 32px)');
  });

  it('a card: 256–800 px, 512 px without srcset support, sized as the grid', () => {
    expect(cardPicture('/files/products/tile.png', [])).toEqual({
      src: sized(512),
      srcSet: `${sized(256)} 256w, ${sized(512)} 512w, ${sized(800)} 800w`,
      sizes: '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw',
    });
  });

  it('a thumbnail of a few dozen pixels: the smallest derivative', () => {
    expect(thumbnailPicture('/files/products/tile.png', [])).toBe(sized(256));
  });

  it("draws another site's picture as it is: no srcset, no sizes", () => {
    const other = 'https://images.example.com/tile.png';
    expect(productMainPicture(other, [])).toEqual({ src: other });
    expect(cardPicture(other, [])).toEqual({ src: other });
    expect(thumbnailPicture(other, [])).toBe(other);
  });
});
