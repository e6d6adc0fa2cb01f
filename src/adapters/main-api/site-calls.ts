import { isLeft, right, type Either } from 'fp-ts/Either';
import type { ApiFailure } from '../../application/ports/main-api';
import { siteEndpoints as endpoints } from '../../contract/endpoints/site';
import type { MainApiTransport } from './transport';

/** POST v1/site/authorize (issue 18): the server answers the pass as an HttpOnly cookie, so nothing comes back to keep. */
export async function authorizeSite(transport: MainApiTransport, password: string): Promise<Either<ApiFailure, void>> {
  const answer = await transport.call(endpoints.authorizeSite, { body: { password } });
  return isLeft(answer) ? answer : right(undefined);
}
