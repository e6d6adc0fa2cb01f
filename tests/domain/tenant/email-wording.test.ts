import { describe, expect, it } from 'vitest';
import { emailBrandName, orderEmailWording, type StoreKind } from '../../../src/domain/tenant/email-wording';
import { KNOWN_CARRIERS, trackingLink } from '../../../src/domain/admin/tracking';

describe('order email wording (issue 29): each kind of store says it in its own words', () => {
  const kinds: StoreKind[] = ['default', 'pharmacy', 'drugstore'];

  it.each(kinds)('%s: the subjects carry the brand and the order number, the shipped intro the carrier', (kind) => {
    const w = orderEmailWording(kind);
    for (const subject of [w.confirmationSubject('Brand', 'K7M4Q9XRT'), w.shippedSubject('Brand', 'K7M4Q9XRT')]) {
      expect(subject).toContain('Brand');
      expect(subject).toContain('#K7M4Q9XRT');
    }
    expect(w.shippedIntro('UPS')).toContain('UPS');
    expect([w.confirmationHeading, w.confirmationIntro, w.shippedHeading, w.signOff].every((t) => t.length > 0)).toBe(true);
  });

  it.each(kinds)('%s: the pick-up words (issue 30) name the brand, the order and the store', (kind) => {
    const w = orderEmailWording(kind);
    expect(w.pickupReadySubject('Brand', 'K7M4Q9XRT')).toMatch(/Brand.*#K7M4Q9XRT is ready for pick-up$/);
    expect(w.pickupReadyIntro('Loop Store')).toContain('at Loop Store.');
    expect(w.pickupReadyHeading).toMatch(/ready for pick-up$/);
    expect(w.confirmationPickupIntro).toMatch(/pick/);
  });

  it('the three kinds do not share their words', () => {
    expect(new Set(kinds.map((k) => orderEmailWording(k).confirmationSubject('B', 'N'))).size).toBe(3);
    expect(new Set(kinds.map((k) => orderEmailWording(k).shippedIntro('C'))).size).toBe(3);
  });

  it('a retail partner signs with its store name, any other store with its brand', () => {
    expect(emailBrandName({ partner: true, name: 'Walgreens Photo Tiles', brand: 'TilePix' })).toBe('Walgreens Photo Tiles');
    expect(emailBrandName({ partner: false, name: 'TilePix Store', brand: 'TilePix' })).toBe('TilePix');
  });
});

describe('tracking links: every known carrier has its page, with the number encoded', () => {
  it.each(KNOWN_CARRIERS)('%s', (carrier) => {
    const link = trackingLink({ carrier, trackingNumber: 'AB 12&3' })!;
    expect(link).toMatch(/^https:\/\//);
    expect(link).toContain(encodeURIComponent('AB 12&3'));
  });

  it('a carrier we do not know has no link', () => {
    expect(trackingLink({ carrier: 'Local Courier', trackingNumber: '123' })).toBeNull();
  });
});
