/**
 * The order number (issue 29): what the shopper's confirmation, the emails, the admin's list and detail,
 * the print ZIP and the CSV export all show. Nine characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L, U), drawn at random by the server: ~44 bits, so a number says nothing about the
 * store's volume and cannot be walked; the order page it opens still asks for the order's email.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_LENGTH = 9;

const SHAPE = new RegExp(`^[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

export const isOrderNumber = (text: string): boolean => SHAPE.test(text);

/** A number from `ORDER_NUMBER_LENGTH` draws of 0..alphabet length − 1 (the server's CSPRNG draws them). */
export const orderNumberFrom = (draws: readonly number[]): string => {
  if (draws.length !== ORDER_NUMBER_LENGTH || draws.some((d) => !Number.isInteger(d) || d < 0 || d >= ORDER_NUMBER_ALPHABET.length)) {
    throw new RangeError(`An order number takes ${ORDER_NUMBER_LENGTH} draws from 0 to ${ORDER_NUMBER_ALPHABET.length - 1}`);
  }
  return draws.map((d) => ORDER_NUMBER_ALPHABET[d]).join('');
};

/**
 * What someone typed or read aloud, as a number if it can be one: '#k7m4-q9xr t' → 'K7M4Q9XRT'. Case,
 * a leading '#', spaces and dashes do not matter
 * (anything outside the alphabet: null).
 */
export const parseOrderNumber = (text: string): string | null => {
  const cleaned = text.trim().replace(/^#/, '').replace(/[\s-]/g, '').toUpperCase();
  return isOrderNumber(cleaned) ? cleaned : null;
};
