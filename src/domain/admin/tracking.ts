import { left, right, type Either } from 'fp-ts/Either';

/**
 * Shipping an order (issue 29 item 3): a carrier and its tracking number. The four carriers we know
 * have a number format and a tracking page; any other carrier is a name the admin types, its number
 * free text (no link: we do not know its page).
 */
export type KnownCarrier = 'usps' | 'ups' | 'fedex' | 'dhl';

export const KNOWN_CARRIERS: readonly KnownCarrier[] = ['usps', 'ups', 'fedex', 'dhl'];

export const CARRIER_NAMES: Readonly<Record<KnownCarrier, string>> = { usps: 'USPS', ups: 'UPS', fedex: 'FedEx', dhl: 'DHL' };

interface CarrierFormat {
  readonly shapes: readonly RegExp[];
  /** What a good number looks like, in the refusal's words. */
  readonly hint: string;
  readonly link: (number: string) => string;
}

/**
 * The published shapes of each carrier's numbers (spaces and dashes dropped, upper case):
 * USPS: 20, 22, 26, 30 or 34 digits (IMpb), or an international 2 letters + 9 digits + 'US';
 * UPS: '1Z' + 16 letters or digits; FedEx: 12, 15, 20 or 22 digits;
 * DHL: Express 10 digits, eCommerce 'GM' + 16–18 digits, parcel 'JJD' + 18–20 digits.
 */
const FORMATS: Readonly<Record<KnownCarrier, CarrierFormat>> = {
  usps: {
    shapes: [/^(\d{20}|\d{22}|\d{26}|\d{30}|\d{34})$/, /^[A-Z]{2}\d{9}US$/],
    hint: '20 to 34 digits (like 9400 1000 0000 0000 0000 00), or 2 letters, 9 digits and US',
    link: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  ups: {
    shapes: [/^1Z[0-9A-Z]{16}$/],
    hint: '1Z followed by 16 letters or digits (like 1Z999AA10123456784)',
    link: (n) => `https://www.ups.com/track?tracknum=${n}`,
  },
  fedex: {
    shapes: [/^(\d{12}|\d{15}|\d{20}|\d{22})$/],
    hint: '12, 15, 20 or 22 digits (like 1234 5678 9012)',
    link: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
  dhl: {
    shapes: [/^\d{10}$/, /^GM\d{16,18}$/, /^JJD\d{18,20}$/],
    hint: '10 digits (like 1234567890), GM and 16 to 18 digits, or JJD and 18 to 20 digits',
    link: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}&submit=1`,
  },
};

export const MAX_CARRIER_NAME = 40;
export const MAX_TRACKING_NUMBER = 40;

/** A shipment as stored: the carrier id ('usps'…) or the name typed, and the number as the carrier prints it. */
export interface Shipment {
  readonly carrier: string;
  readonly trackingNumber: string;
}

export interface ShipmentError {
  readonly field: 'carrier' | 'trackingNumber';
  readonly message: string;
}

const isKnown = (carrier: string): carrier is KnownCarrier => (KNOWN_CARRIERS as readonly string[]).includes(carrier);

const printable = (text: string): boolean => !/[\u0000-\u001f\u007f]/.test(text);

/**
 * Checks what the admin typed: a known carrier's number must have one of its shapes (spaces and
 * dashes ignored, stored without them, upper case); another carrier needs its name, and any number of
 * 1–40 printable characters.
 */
export function checkShipment(carrierInput: string, numberInput: string): Either<ShipmentError, Shipment> {
  const carrierText = carrierInput.trim();
  const carrier = carrierText.toLowerCase();
  if (carrierText === '') return left({ field: 'carrier', message: 'Carrier is required' });
  if (carrierText.length > MAX_CARRIER_NAME) return left({ field: 'carrier', message: `Carrier must be a name of at most ${MAX_CARRIER_NAME} characters` });
  if (!printable(carrierText)) return left({ field: 'carrier', message: 'Carrier must be letters, digits and punctuation only' });
  const typed = numberInput.trim();
  if (typed === '') return left({ field: 'trackingNumber', message: 'Tracking number is required' });
  if (isKnown(carrier)) {
    const number = typed.replace(/[\s-]/g, '').toUpperCase();
    const format = FORMATS[carrier];
    if (!format.shapes.some((shape) => shape.test(number))) {
      return left({ field: 'trackingNumber', message: `That is not a ${CARRIER_NAMES[carrier]} tracking number: it should be ${format.hint}.` });
    }
    return right({ carrier, trackingNumber: number });
  }
  if (typed.length > MAX_TRACKING_NUMBER)
    return left({ field: 'trackingNumber', message: `Tracking number must be at most ${MAX_TRACKING_NUMBER} characters` });
  if (!printable(typed)) return left({ field: 'trackingNumber', message: 'Tracking number must be letters, digits and punctuation only' });
  return right({ carrier: carrierText, trackingNumber: typed });
}

/** How a stored carrier is named to people: 'USPS', or the name the admin typed. */
export const carrierName = (carrier: string): string => (isKnown(carrier) ? CARRIER_NAMES[carrier] : carrier);

/** The carrier's tracking page for a number, or null for a carrier we do not know. */
export const trackingLink = (shipment: Shipment): string | null =>
  isKnown(shipment.carrier) ? FORMATS[shipment.carrier].link(encodeURIComponent(shipment.trackingNumber)) : null;
