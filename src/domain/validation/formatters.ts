/** Longest card number (digits). */
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Default max length of the small numeric input. */
export const NUMERIC_INPUT_MAX_LENGTH = 4;

const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** Card number as typed, in groups of 4 digits: '4242424242424242' -> '4242 4242 4242 4242'. */
export const formatCardNumber = (value: string): string =>
  (
    digitsOnly(value)
      .slice(0, CARD_NUMBER_MAX_DIGITS)
      .match(/.{1,4}/g) ?? []
  ).join(' ');

/** Expiry as typed, MM/YY capped at 5 characters: '1225' -> '12/25', '1' -> '1', '123' -> '12/3'. */
export const formatExpiry = (value: string): string => {
  const d = digitsOnly(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

/** The small numeric input's value: non-digits dropped, at most `maxLength` (default 4) digits. */
export const filterNumericInput = (value: string, maxLength: number = NUMERIC_INPUT_MAX_LENGTH): string => digitsOnly(value).slice(0, maxLength);

const EDITING_KEYS: readonly string[] = ['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

/** Whether the small numeric input lets a key through: digits and editing keys only. */
export const isNumericInputKey = (key: string): boolean => /^\d$/.test(key) || EDITING_KEYS.includes(key);
