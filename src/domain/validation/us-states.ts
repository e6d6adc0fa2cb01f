import { ZIP_PREFIX_STATES } from './zip-state-data';

/**
 * The states, the District of Columbia, the territories and the military "states" a US address may
 * name (USPS codes), in the order a shopper scans a select: by name.
 */
export const US_STATES: ReadonlyArray<{ readonly code: string; readonly name: string }> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AS', 'American Samoa'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['AA', 'Armed Forces Americas'],
  ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FM', 'Federated States of Micronesia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['GU', 'Guam'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MH', 'Marshall Islands'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['MP', 'Northern Mariana Islands'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PW', 'Palau'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VI', 'U.S. Virgin Islands'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const NAMES = new Map(US_STATES.map((s) => [s.code, s.name]));

/** A state's name by its code ('OR' → 'Oregon'); undefined for an unknown code. */
export const usStateName = (code: string): string | undefined => NAMES.get(code.trim().toUpperCase());

let prefixes: Map<number, readonly string[]> | null = null;
/** The generated runs, unpacked on first use (a few hundred entries). */
function prefixTable(): Map<number, readonly string[]> {
  if (prefixes) return prefixes;
  prefixes = new Map();
  for (const run of ZIP_PREFIX_STATES.split(' ')) {
    const [range = '', states = ''] = run.split(':');
    const [from, to = from] = range.split('-').map(Number);
    for (let p = from as number; p <= (to as number); p++) prefixes.set(p, states.split('/'));
  }
  return prefixes;
}

/** The states a ZIP code's 3-digit prefix serves; empty when the ZIP is malformed or its prefix unassigned. */
export function statesOfZip(zip: string): readonly string[] {
  const m = /^(\d{3})\d{2}(-\d{4})?$/.exec(zip.trim());
  return m ? (prefixTable().get(Number(m[1])) ?? []) : [];
}

/**
 * Why a ZIP code and a state do not go together, or undefined when they do (or when either is not a
 * well-formed US value yet, or the prefix is not in the table: the other rules and the carrier decide
 * then). Says which state the ZIP is in when it is in exactly one.
 */
export function zipStateMismatch(zip: string, state: string): string | undefined {
  const name = usStateName(state);
  const states = statesOfZip(zip);
  if (name === undefined || states.length === 0 || states.includes(state.trim().toUpperCase())) return undefined;
  const only = states.length === 1 ? usStateName(states[0] as string) : undefined;
  return only ? `This ZIP code is in ${only}, not ${name}` : `This ZIP code is not in ${name}`;
}
