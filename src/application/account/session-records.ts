import * as t from 'io-ts';
import type { Customer } from '../../domain/account/customer';
import type { LocalRecord } from '../ports/local-records';

/** The session's access token (DESIGN §9: tokens live in the tenant's local records). */
export const AccessTokenRecord: LocalRecord<string> = { key: 'accessToken', codec: t.string };

/** The rotating refresh token (POST v1/account/refresh). */
export const RefreshTokenRecord: LocalRecord<string> = { key: 'refreshToken', codec: t.string };

const CustomerCodec: t.Type<Customer, unknown, unknown> = t.intersection([
  t.type({ id: t.string, email: t.string }),
  t.partial({
    firstName: t.string,
    lastName: t.string,
    tags: t.string,
    addresses: t.readonlyArray(t.type({ id: t.string })),
    metafields: t.readonlyArray(t.type({ key: t.string, value: t.string })),
  }),
]) as t.Type<Customer, unknown, unknown>;

/** The signed-in customer (SPEC §3 local persistence). */
export const CustomerRecord: LocalRecord<Customer> = { key: 'customer', codec: CustomerCodec };
