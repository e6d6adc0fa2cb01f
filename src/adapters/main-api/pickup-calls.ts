import { isLeft, right, type Either } from 'fp-ts/Either';
import type { ApiFailure } from '../../application/ports/main-api';
import type { FoundStores, PickupStores, StoreSearch } from '../../application/ports/pickup-stores';
import { servicesEndpoints as endpoints } from '../../contract/endpoints/services';
import { fromChoiceWire } from '../../contract/pickup-stores';

/** GET v1/stores and GET v1/mapkit/token over the main-API transport (issue 30). */
export class PickupCalls implements PickupStores {
  constructor(private readonly transport: import('./transport').MainApiTransport) {}

  async find(search: StoreSearch): Promise<Either<ApiFailure, FoundStores>> {
    const query = 'q' in search ? { q: search.q } : { lat: String(search.lat), lng: String(search.lng), ...(search.centre ? { centre: '1' as const } : {}) };
    const answer = await this.transport.call(endpoints.findStores, { query });
    if (isLeft(answer)) return answer;
    const { origin, stores, map, radiusMiles, fartherOnly } = answer.right;
    return right({ origin, stores: stores.map(fromChoiceWire), map, radiusMiles, fartherOnly });
  }

  async mapToken(hostname: string): Promise<Either<ApiFailure, string>> {
    const answer = await this.transport.call(endpoints.getMapkitToken, { query: { hostname } });
    return isLeft(answer) ? answer : right(answer.right.token);
  }
}
