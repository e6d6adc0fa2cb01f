import type { Either } from 'fp-ts/Either';
import { left, right } from 'fp-ts/Either';
import { domainError, type DomainError } from '../errors';

/** What a shopper typed in the store finder, read: a ZIP code, or a city with an optional state. */
export type PlaceQuery = { readonly kind: 'zip'; readonly zip: string } | { readonly kind: 'city'; readonly city: string; readonly state: string | null };

export type PlaceQueryErrorCode = 'PLACE_REQUIRED' | 'PLACE_INVALID';

export const MAX_PLACE_LENGTH = 80;
export const PLACE_REQUIRED_MESSAGE = 'Enter a ZIP code or a city';
export const PLACE_INVALID_MESSAGE = 'Enter a 5-digit ZIP code, or a city and state (like Omaha, NE)';

/** "60601", "60601-1234", "Omaha, NE", "Omaha NE", "Omaha": anything else is refused with the hint. */
export function readPlaceQuery(raw: string): Either<DomainError<PlaceQueryErrorCode>, PlaceQuery> {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text === '') return left(domainError('PLACE_REQUIRED', PLACE_REQUIRED_MESSAGE));
  if (text.length > MAX_PLACE_LENGTH) return left(domainError('PLACE_INVALID', PLACE_INVALID_MESSAGE));
  const zip = /^(\d{5})(-\d{4})?$/.exec(text);
  if (zip) return right({ kind: 'zip', zip: zip[1] as string });
  const city = /^([A-Za-z][A-Za-z .'-]*?)(?:,? ([A-Za-z]{2}))?$/.exec(text);
  if (!city) return left(domainError('PLACE_INVALID', PLACE_INVALID_MESSAGE));
  const name = (city[1] as string).replace(/[ ,]+$/, '');
  if (name.length < 2) return left(domainError('PLACE_INVALID', PLACE_INVALID_MESSAGE));
  return right({ kind: 'city', city: name, state: city[2] ? city[2].toUpperCase() : null });
}
