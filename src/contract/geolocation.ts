import * as t from 'io-ts';
import { nullable } from './nullable';

/**
 * GET v1/geolocation: the shopper's country (SPEC §4 geolocation notice, §7 'answer country_code'),
 * from a trusted CDN header or the server's IP-to-country database; null when unknown or private.
 */
export const GeolocationAnswerCodec = t.type({ country_code: nullable(t.string) });
