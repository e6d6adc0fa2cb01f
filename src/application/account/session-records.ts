import * as t from 'io-ts';
import type { LocalRecord } from '../ports/local-records';

/** The session's access token (DESIGN §9: tokens live in the tenant's local records). */
export const AccessTokenRecord: LocalRecord<string> = { key: 'accessToken', codec: t.string };
