import { describe, expect, it } from 'vitest';
import { navigationLinks } from '../../../src/domain/routing/navigation-links';

describe('SPEC §2 header links (navigationLinks)', () => {
  it("lists the tenant's shop-all label, How to Hang, FAQ and About", () => {
    expect(navigationLinks({ shopAllLabel: 'Shop All', hideAbout: false })).toEqual([
      { label: 'Shop All', href: '/shop-all', kind: 'link' },
      { label: 'How to Hang', href: '/product-instructions', kind: 'link' },
      { label: 'FAQ', href: '/faqs', kind: 'link' },
      { label: 'About', href: '/about', kind: 'link' },
    ]);
  });

  it('adds the artists dropdown only when the tenant has artists, and hides About where the tenant says so', () => {
    const links = navigationLinks({ shopAllLabel: 'Photo Tiles', hideAbout: true }, true);
    expect(links.map((l) => l.label)).toEqual(['Photo Tiles', 'Artists', 'How to Hang', 'FAQ']);
    expect(links[1]).toEqual({ label: 'Artists', href: '/artists', kind: 'artists' });
  });
});
