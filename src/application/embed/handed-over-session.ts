import { isLeft } from 'fp-ts/Either';
import { AccessTokenRecord, CustomerRecord, RefreshTokenRecord } from '../account';
import type { LocalRecords } from '../ports/local-records';
import { parseJsonText } from '../../domain/json-text';

/** A token as handed over: a non-empty string without spaces (a JWT, an opaque refresh token). */
const TOKEN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

/** What a receiveLocalStorage hand-over held that the store keeps: the session, nothing else. */
export interface HandedOver {
  readonly accessToken?: string;
  readonly refreshToken?: string;
  readonly customerJson?: string;
}

/** The items of a receiveLocalStorage message the store reads (the parent may keep others of its own). */
export function readHandedOver(items: Readonly<Record<string, string>>): HandedOver {
  const pick = (key: string): string | undefined => (Object.prototype.hasOwnProperty.call(items, key) ? items[key] : undefined);
  const accessToken = pick('accessToken');
  const refreshToken = pick('refreshToken');
  const customerJson = pick('customer');
  return {
    ...(accessToken !== undefined && TOKEN.test(accessToken) ? { accessToken } : {}),
    ...(refreshToken !== undefined && TOKEN.test(refreshToken) ? { refreshToken } : {}),
    ...(customerJson !== undefined ? { customerJson } : {}),
  };
}

/**
 * Writes a handed-over session into the tenant's local records (DESIGN §9: tokens live there), so
 * the session store can take it. Both tokens are needed; a customer that does not decode is left
 * out (the store then asks the API who the token names). Answers whether a session was written.
 */
export function writeHandedOverSession(records: LocalRecords, handed: HandedOver): boolean {
  if (handed.accessToken === undefined || handed.refreshToken === undefined) return false;
  records.write(AccessTokenRecord, handed.accessToken);
  records.write(RefreshTokenRecord, handed.refreshToken);
  const customer = parseCustomer(handed.customerJson);
  if (customer === undefined) records.remove(CustomerRecord.key);
  else records.write(CustomerRecord, customer);
  return true;
}

function parseCustomer(json: string | undefined) {
  const value = parseJsonText(json);
  if (value === undefined) return undefined;
  const decoded = CustomerRecord.codec.decode(value);
  return isLeft(decoded) ? undefined : decoded.right;
}
