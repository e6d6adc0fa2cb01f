import { http, HttpResponse } from 'msw';
import { ConfigCodec } from '../../src/contract/config';
import { TenantCodec } from '../../src/contract/tenant';
import { centsToDecimal } from '../../src/contract/money';
import { configProductSeeds, tenantSeeds, welcomePromoSeed } from '../../server/seed/tenants';
import { catalogueHandlers } from './catalogue-handlers';
import { endpoints } from '../../src/contract/endpoints';

/** Where the client's main API lives in tests (jsdom-less: an absolute base). */
export const API = 'http://store.test/api/';

/** Every request the handlers saw, for assertions on the query and headers. */
export const seen: Request[] = [];

const hostedPageUrl = 'https://hosted.example/hang';

/**
 * The happy path of the main API, answering with the seed fixtures encoded by the shared codecs
 * (HOUSE-RULES 13: one handler set; tests override per case with server.use).
 */
export const handlers = [
  http.get(`${API}${endpoints.getTenant.path}`, ({ request, params }) => {
    seen.push(request);
    const seed = tenantSeeds.find((t) => t.id === params.tenantId);
    if (!seed) return HttpResponse.json({ message: 'Tenant not found.' }, { status: 404 });
    return HttpResponse.json(TenantCodec.encode({ ...seed, hostedPageUrl }));
  }),
  http.get(`${API}${endpoints.getConfig.path}`, ({ request }) => {
    seen.push(request);
    return HttpResponse.json(
      ConfigCodec.encode({
        products: configProductSeeds.map((p) => ({ id: p.key, shopifyId: p.shopifyId, price: centsToDecimal(p.priceCents) })),
        welcomePromo: { active: welcomePromoSeed.active, percentOff: welcomePromoSeed.percentOff, duration: welcomePromoSeed.durationDays },
      }),
    );
  }),
  http.post(`${API}${endpoints.reportClientEvent.path}`, ({ request }) => {
    seen.push(request);
    return new HttpResponse(null, { status: 204 });
  }),
  ...catalogueHandlers(API, seen),
];
