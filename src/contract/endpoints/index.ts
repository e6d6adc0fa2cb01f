import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { catalogueEndpoints } from './catalogue';
import { ordersEndpoints } from './orders';
import { photosEndpoints } from './photos';
import { projectsEndpoints } from './projects';
import { promoEndpoints } from './promo';
import { servicesEndpoints } from './services';
import { sharingEndpoints } from './sharing';
import { shopEndpoints } from './shop';
import { siteEndpoints } from './site';

export * from './endpoint';
export {
  accountEndpoints,
  adminEndpoints,
  catalogueEndpoints,
  ordersEndpoints,
  photosEndpoints,
  projectsEndpoints,
  promoEndpoints,
  servicesEndpoints,
  sharingEndpoints,
  shopEndpoints,
  siteEndpoints,
};

/**
 * Every main-API call, SPEC §7's and the app's own (client events, image proxy, social logins): the
 * one table the server mounts its routes from and the contract test walks. Client adapters import
 * their group's module instead (`./catalogue`, `./photos`…), so that the entry's JS carries only the
 * codecs of the calls it makes.
 */
export const endpoints = {
  ...catalogueEndpoints,
  ...promoEndpoints,
  ...accountEndpoints,
  ...ordersEndpoints,
  ...projectsEndpoints,
  ...sharingEndpoints,
  ...photosEndpoints,
  ...servicesEndpoints,
  ...siteEndpoints,
  ...shopEndpoints,
  ...adminEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;
