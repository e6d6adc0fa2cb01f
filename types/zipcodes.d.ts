/** zipcodes 8.0.0 ships no types: the part the store finder uses (server/pickup/place-geocoder.ts). */
declare module 'zipcodes' {
  export interface ZipCode {
    readonly zip: string;
    readonly latitude: number;
    readonly longitude: number;
    readonly city: string;
    readonly state: string;
    readonly country: string;
  }
  export const codes: Readonly<Record<string, ZipCode>>;
  export function lookup(zip: string): ZipCode | undefined;
  export function lookupByName(city: string, state: string): ZipCode[];
}
