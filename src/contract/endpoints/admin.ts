import {
  AdminTenantListCodec,
  AuditAnswerCodec,
  AuditQueryCodec,
  NoteRequestCodec,
  OrderDetailCodec,
  OrderFilterQueryCodec,
  OrderListAnswerCodec,
  ResendEmailRequestCodec,
  ShipRequestCodec,
  StatusMoveRequestCodec,
} from '../admin';
import { AdminArtistGroupListCodec, ArtistGroupMoveCodec, ArtistGroupSaveCodec } from '../admin-groups';
import { AdminProductCodec, AdminProductListCodec, ProductCreateCodec, ProductListQueryCodec, ProductRetireCodec, ProductSaveCodec } from '../admin-products';
import { ImportAppliedCodec, ImportApplyCodec, ImportDryRunCodec, ImportReportCodec } from '../admin-import';
import {
  AdminAlbumListCodec,
  AlbumCreateCodec,
  AlbumDeleteCodec,
  AlbumImagePlaceCodec,
  AlbumImageRemoveCodec,
  AlbumSaveCodec,
  AlbumUploadQueryCodec,
} from '../admin-confetti';
import { CustomerPageCodec, CustomerProjectsCodec, CustomerSearchQueryCodec } from '../admin-customers';
import { AdminTenantCodec, TenantSaveCodec } from '../admin-tenants';
import { AdminAssetCodec, AdminAssetPageCodec, AssetListQueryCodec, AssetUploadQueryCodec } from '../admin-assets';
import {
  AdminStoreCodec,
  AdminStoreListCodec,
  PickupMarkCodec,
  StoreCreateCodec,
  StoreImportAppliedCodec,
  StoreImportApplyCodec,
  StoreImportDryRunCodec,
  StoreImportReportCodec,
  StoreRetireCodec,
  StoreSaveCodec,
} from '../admin-stores';
import { getEndpoint, postEndpoint, uploadEndpoint } from './endpoint';

/**
 * The admin's calls (issue #17), all under v1/admin/ and all refused on the server without the admin
 * role (401 anonymous, 403 a customer). `answer: null` marks a file download (CSV, PNG, ZIP).
 * Artist groups, products, the product import and a tenant's settings are per tenant (`:tenant`);
 * albums and assets (the image library) are shared by all tenants; customers are the admin's own
 * store's. An upload's body is the file's bytes (`body: null` here: not JSON).
 */
export const adminEndpoints = {
  adminListTenants: getEndpoint('v1/admin/tenants', AdminTenantListCodec),
  adminListOrders: getEndpoint('v1/admin/orders', OrderListAnswerCodec, OrderFilterQueryCodec),
  adminExportOrders: getEndpoint('v1/admin/orders-export', null, OrderFilterQueryCodec),
  adminGetOrder: getEndpoint('v1/admin/orders/:orderId', OrderDetailCodec),
  adminMoveOrder: postEndpoint('v1/admin/orders/:orderId/status', StatusMoveRequestCodec, OrderDetailCodec),
  adminAddOrderNote: postEndpoint('v1/admin/orders/:orderId/notes', NoteRequestCodec, OrderDetailCodec),
  adminShipOrder: postEndpoint('v1/admin/orders/:orderId/ship', ShipRequestCodec, OrderDetailCodec),
  adminResendOrderEmail: postEndpoint('v1/admin/orders/:orderId/emails', ResendEmailRequestCodec, OrderDetailCodec),
  adminPrintFile: getEndpoint('v1/admin/orders/:orderId/print/:line/:tile', null),
  adminPrintArchive: getEndpoint('v1/admin/orders/:orderId/print-files', null),
  adminAuditLog: getEndpoint('v1/admin/audit', AuditAnswerCodec, AuditQueryCodec),
  adminListGroups: getEndpoint('v1/admin/tenants/:tenant/groups', AdminArtistGroupListCodec),
  adminSaveGroup: postEndpoint('v1/admin/tenants/:tenant/groups/:groupId', ArtistGroupSaveCodec, AdminArtistGroupListCodec),
  adminMoveGroup: postEndpoint('v1/admin/tenants/:tenant/groups/:groupId/move', ArtistGroupMoveCodec, AdminArtistGroupListCodec),
  adminListProducts: getEndpoint('v1/admin/tenants/:tenant/products', AdminProductListCodec, ProductListQueryCodec),
  adminGetProduct: getEndpoint('v1/admin/tenants/:tenant/products/:productId', AdminProductCodec),
  adminCreateProduct: postEndpoint('v1/admin/tenants/:tenant/products', ProductCreateCodec, AdminProductCodec),
  adminSaveProduct: postEndpoint('v1/admin/tenants/:tenant/products/:productId', ProductSaveCodec, AdminProductCodec),
  adminRetireProduct: postEndpoint('v1/admin/tenants/:tenant/products/:productId/retire', ProductRetireCodec, AdminProductCodec),
  adminImportTemplate: getEndpoint('v1/admin/product-import/template', null),
  adminImportDryRun: postEndpoint('v1/admin/tenants/:tenant/product-import/dry-run', ImportDryRunCodec, ImportReportCodec),
  adminImportApply: postEndpoint('v1/admin/tenants/:tenant/product-import/apply', ImportApplyCodec, ImportAppliedCodec),
  // Confetti: the public shared albums (not per tenant: every store's picker shows the same albums).
  adminListAlbums: getEndpoint('v1/admin/albums', AdminAlbumListCodec),
  adminCreateAlbum: postEndpoint('v1/admin/albums', AlbumCreateCodec, AdminAlbumListCodec),
  adminSaveAlbum: postEndpoint('v1/admin/albums/:albumId', AlbumSaveCodec, AdminAlbumListCodec),
  adminDeleteAlbum: postEndpoint('v1/admin/albums/:albumId/delete', AlbumDeleteCodec, AdminAlbumListCodec),
  /** The photo's bytes are the body (image/jpeg, image/png or image/webp), not JSON: the browser reports the upload's progress. */
  adminUploadAlbumImage: uploadEndpoint('v1/admin/albums/:albumId/images', AlbumUploadQueryCodec, AdminAlbumListCodec),
  adminRemoveAlbumImage: postEndpoint('v1/admin/albums/:albumId/images/remove', AlbumImageRemoveCodec, AdminAlbumListCodec),
  adminPlaceAlbumImage: postEndpoint('v1/admin/albums/:albumId/images/place', AlbumImagePlaceCodec, AdminAlbumListCodec),
  // Customers of the admin's own store, and one customer's saved projects (SPEC §6).
  adminFindCustomers: getEndpoint('v1/admin/customers', CustomerPageCodec, CustomerSearchQueryCodec),
  adminCustomerProjects: getEndpoint('v1/admin/customers/:customerId/projects', CustomerProjectsCodec),
  adminGetTenant: getEndpoint('v1/admin/tenants/:tenant/settings', AdminTenantCodec),
  adminSaveTenant: postEndpoint('v1/admin/tenants/:tenant/settings', TenantSaveCodec, AdminTenantCodec),
  adminListAssets: getEndpoint('v1/admin/assets', AdminAssetPageCodec, AssetListQueryCodec),
  adminUploadAsset: uploadEndpoint('v1/admin/assets', AssetUploadQueryCodec, AdminAssetCodec),
  // Pick-up stores (issue 30): per tenant, versioned, retired rather than deleted; a CSV import with a dry run.
  adminListStores: getEndpoint('v1/admin/tenants/:tenant/stores', AdminStoreListCodec),
  adminCreateStore: postEndpoint('v1/admin/tenants/:tenant/stores', StoreCreateCodec, AdminStoreCodec),
  adminSaveStore: postEndpoint('v1/admin/tenants/:tenant/stores/:storeId', StoreSaveCodec, AdminStoreCodec),
  adminRetireStore: postEndpoint('v1/admin/tenants/:tenant/stores/:storeId/retire', StoreRetireCodec, AdminStoreCodec),
  adminStoreImportTemplate: getEndpoint('v1/admin/store-import/template', null),
  adminStoreImportDryRun: postEndpoint('v1/admin/tenants/:tenant/store-import/dry-run', StoreImportDryRunCodec, StoreImportReportCodec),
  adminStoreImportApply: postEndpoint('v1/admin/tenants/:tenant/store-import/apply', StoreImportApplyCodec, StoreImportAppliedCodec),
  // A pick-up order's two marks: ready (owes the ready email once), then picked up.
  adminMarkPickupReady: postEndpoint('v1/admin/orders/:orderId/pickup-ready', PickupMarkCodec, OrderDetailCodec),
  adminMarkPickedUp: postEndpoint('v1/admin/orders/:orderId/picked-up', PickupMarkCodec, OrderDetailCodec),
} as const;
