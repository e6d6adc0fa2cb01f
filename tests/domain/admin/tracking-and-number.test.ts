import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { isOrderNumber, orderNumberFrom, parseOrderNumber, ORDER_NUMBER_ALPHABET } from '../../../src/domain/admin/order-number';
import { carrierName, checkShipment, trackingLink } from '../../../src/domain/admin/tracking';

describe('order numbers (issue 29)', () => {
  it('are nine characters of an alphabet without look-alikes', () => {
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(orderNumberFrom([0, 1, 2, 3, 4, 5, 6, 7, 29])).toBe('23456789Z');
    expect(() => orderNumberFrom([0, 1])).toThrow(RangeError);
    expect(() => orderNumberFrom([0, 1, 2, 3, 4, 5, 6, 7, 30])).toThrow(RangeError);
    expect(isOrderNumber('XWE2VPSZA')).toBe(true);
    expect(isOrderNumber('XWE2VPSZO')).toBe(false);
  });

  it('read as typed or said: any case, a #, spaces and dashes', () => {
    expect(parseOrderNumber(' #xwe2-vpsz a ')).toBe('XWE2VPSZA');
    expect(parseOrderNumber('#1001')).toBeNull();
    expect(parseOrderNumber('hopper@example')).toBeNull();
  });
});

describe('shipments (issue 29)', () => {
  const ok = (carrier: string, number: string) => {
    const r = checkShipment(carrier, number);
    return isRight(r) ? r.right : null;
  };
  it("keeps a known carrier's number as the carrier prints it, with its tracking page", () => {
    expect(ok('UPS', '1z999aa1 0123-456784')).toEqual({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    expect(ok('usps', '9400 1000 0000 0000 0000 00')).toEqual({ carrier: 'usps', trackingNumber: '9400100000000000000000' });
    expect(ok('usps', 'EC123456789US')).toEqual({ carrier: 'usps', trackingNumber: 'EC123456789US' });
    expect(ok('fedex', '1234 5678 9012')).toEqual({ carrier: 'fedex', trackingNumber: '123456789012' });
    expect(ok('dhl', '1234567890')).toEqual({ carrier: 'dhl', trackingNumber: '1234567890' });
    expect(ok('dhl', 'GM1234567890123456')).toEqual({ carrier: 'dhl', trackingNumber: 'GM1234567890123456' });
    expect(trackingLink({ carrier: 'fedex', trackingNumber: '123456789012' })).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    expect(trackingLink({ carrier: 'usps', trackingNumber: 'EC123456789US' })).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=EC123456789US');
    expect(carrierName('dhl')).toBe('DHL');
  });

  it('takes another carrier by name with a free-text number, and no link', () => {
    expect(ok(' OnTrac ', ' C11-2233 ')).toEqual({ carrier: 'OnTrac', trackingNumber: 'C11-2233' });
    expect(trackingLink({ carrier: 'OnTrac', trackingNumber: 'C11-2233' })).toBeNull();
    expect(carrierName('OnTrac')).toBe('OnTrac');
  });

  it('refuses a wrong format, a missing carrier or number, and control characters, naming the field', () => {
    const refused = (carrier: string, number: string) => {
      const r = checkShipment(carrier, number);
      return isLeft(r) ? r.left : null;
    };
    expect(refused('fedex', '12345')).toEqual({
      field: 'trackingNumber',
      message: 'That is not a FedEx tracking number: it should be 12, 15, 20 or 22 digits (like 1234 5678 9012).',
    });
    expect(refused('ups', '1Z999AA1012345678')).toMatchObject({ field: 'trackingNumber' });
    expect(refused('  ', '123')).toEqual({ field: 'carrier', message: 'Carrier is required' });
    expect(refused('x'.repeat(41), '123')).toEqual({ field: 'carrier', message: 'Carrier must be a name of at most 40 characters' });
    expect(refused('OnTrac', '')).toEqual({ field: 'trackingNumber', message: 'Tracking number is required' });
    expect(refused('OnTrac', 'a\u0000b')).toEqual({ field: 'trackingNumber', message: 'Tracking number must be letters, digits and punctuation only' });
    expect(refused('OnTrac', 'x'.repeat(41))).toEqual({ field: 'trackingNumber', message: 'Tracking number must be at most 40 characters' });
  });
});
