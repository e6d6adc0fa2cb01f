import { isLeft, right, type Either } from 'fp-ts/Either';
import type { ApiFailure } from '../../application/ports/main-api';
import { geolocationEndpoints } from '../../contract/endpoints/geolocation';
import { siteEndpoints } from '../../contract/endpoints/site';
import type { MainApiTransport } from './transport';

// The calls this file makes, under the name the endpoint-coverage test looks for.
const endpoints = { ...siteEndpoints, ...geolocationEndpoints } as const;

/** POST v1/site/authorize (issue 18): the server answers the pass as an HttpOnly cookie, so nothing comes back to keep. */
export async function authorizeSite(transport: MainApiTransport, password: string): Promise<Either<ApiFailure, void>> {
  const answer = await transport.call(endpoints.authorizeSite, { body: { password } });
  return isLeft(answer) ? answer : right(undefined);
}

/**
 * GET v1/geolocation: the visitor's country (SPEC §4). Every page asks it at start (it cues the
 * welcome promo), so it is here, in the entry, and not with the account calls, which load on first use.
 */
export async function getGeolocation(transport: MainApiTransport): Promise<Either<ApiFailure, string | null>> {
  const answer = await transport.call(endpoints.getGeolocation, {});
  return isLeft(answer) ? answer : right(answer.right.country_code);
}
