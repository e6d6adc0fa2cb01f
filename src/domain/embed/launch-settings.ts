import { FRAME_COLOR_HEX, normalizeFilter, normalizeMatColor, type TileOptions } from '../project/options';

/**
 * What a launch link or a parent page sets (SPEC §1: tpx-initial-data, the query's `test`; the UTM
 * parameters are analytics' `utmFromSearch`). Pure: the stores read these once and apply them.
 */

/** tpx-initial-data's options, as decoded (every field optional, any text). */
export interface LaunchOptionsInput {
  readonly productId?: string;
  readonly frameColor?: string;
  readonly filter?: string;
  readonly matColor?: string;
  readonly test?: boolean;
}

/**
 * The tile options new projects start with: a frame colour only when it names one of the tile
 * frames (ignoring case: 'white' → 'White'), the filter and mat normalised as the spec says. Absent
 * fields are left to the defaults.
 */
export function launchTileOptions(input: LaunchOptionsInput | null): Partial<TileOptions> {
  if (input === null) return {};
  const frame =
    input.frameColor === undefined ? undefined : Object.keys(FRAME_COLOR_HEX).find((name) => name.toLowerCase() === input.frameColor?.trim().toLowerCase());
  return {
    ...(frame === undefined ? {} : { frameColor: frame }),
    ...(input.filter === undefined ? {} : { filter: normalizeFilter(input.filter) }),
    ...(input.matColor === undefined ? {} : { matColor: normalizeMatColor(input.matColor) }),
  };
}

/** A product id from the launch: letters, digits, '-', '_' (it names a catalogue product); else none. */
export function launchProductId(input: LaunchOptionsInput | null): string | undefined {
  const id = input?.productId?.trim();
  return id !== undefined && /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : undefined;
}

/**
 * A test launch: tpx-initial-data's `test: true`, or the query's `test` present and not 'false'/'0'
 * (`?test`, `?test=1`, `?test=true`). Its orders are marked as tests.
 */
export function isTestLaunch(search: string, input: LaunchOptionsInput | null): boolean {
  if (input?.test === true) return true;
  const value = new URLSearchParams(search).get('test');
  return value !== null && !['false', '0'].includes(value.trim().toLowerCase());
}
