import { createRequire } from 'node:module';
import maxmind, { type Reader, type Response } from 'maxmind';
import { nonPublicKind } from '../images/address-policy';

/** The CC0 IP-to-country database of @ip-location-db (IPv4 and IPv6 in one file). */
export const COUNTRY_DB_FILE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/**
 * Where the database file is: resolved like a module from this file, which works from the sources
 * (tsx, vitest) and from the bundle in dist/server alike (both find the project's node_modules; the
 * file is read at run time, never bundled).
 */
export const countryDbPath = (): string => createRequire(import.meta.url).resolve(COUNTRY_DB_FILE);

/** An ISO 3166-1 alpha-2 country code, or null when the address tells nothing (private, unknown). */
export type CountryLookup = (address: string) => Promise<string | null>;

const COUNTRY = /^[A-Z]{2}$/;

/** A CDN's country header value, trusted only as a plain code ('XX' unknown and 'T1' Tor mean none). */
export const countryOfHeader = (value: string | undefined): string | null => {
  const code = value?.trim().toUpperCase() ?? '';
  return COUNTRY.test(code) && code !== 'XX' && code !== 'T1' ? code : null;
};

/** `::ffff:1.2.3.4` (how Node reports IPv4 peers on a dual-stack socket) → `1.2.3.4`. */
const unmapped = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** Looks addresses up in the database, opened once on first use (a ~10 MB file read into memory). */
export function mmdbCountryLookup(path: string = countryDbPath()): CountryLookup {
  let reader: Promise<Reader<Response>> | undefined;
  return async (raw) => {
    const address = unmapped(raw);
    if (nonPublicKind(address) !== null) return null;
    reader ??= maxmind.open<Response>(path, { watchForUpdates: false });
    reader.catch(() => (reader = undefined));
    // This database's records are { country_code } (not GeoIP2's nested shape).
    const record = (await reader).get(address) as { country_code?: unknown } | null;
    const code = typeof record?.country_code === 'string' ? record.country_code.toUpperCase() : undefined;
    return code !== undefined && COUNTRY.test(code) ? code : null;
  };
}
