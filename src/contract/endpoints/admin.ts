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
import { endpoint } from './endpoint';

/**
 * The admin's calls (issue #17), all under v1/admin/ and all refused on the server without the admin
 * role (401 anonymous, 403 a customer). `answer: null` marks a file download (CSV, PNG, ZIP).
 * Artist groups, products, the product import and a tenant's settings are per tenant (`:tenant`);
 * albums and assets (the image library) are shared by all tenants; customers are the admin's own
 * store's. An upload's body is the file's bytes (`body: null` here: not JSON).
 */
export const adminEndpoints = {
  adminListTenants: endpoint({ method: 'GET', path: 'v1/admin/tenants', query: null, body: null, answer: AdminTenantListCodec }),
  adminListOrders: endpoint({ method: 'GET', path: 'v1/admin/orders', query: OrderFilterQueryCodec, body: null, answer: OrderListAnswerCodec }),
  adminExportOrders: endpoint({ method: 'GET', path: 'v1/admin/orders-export', query: OrderFilterQueryCodec, body: null, answer: null }),
  adminGetOrder: endpoint({ method: 'GET', path: 'v1/admin/orders/:orderId', query: null, body: null, answer: OrderDetailCodec }),
  adminMoveOrder: endpoint({ method: 'POST', path: 'v1/admin/orders/:orderId/status', query: null, body: StatusMoveRequestCodec, answer: OrderDetailCodec }),
  adminAddOrderNote: endpoint({ method: 'POST', path: 'v1/admin/orders/:orderId/notes', query: null, body: NoteRequestCodec, answer: OrderDetailCodec }),
  adminShipOrder: endpoint({ method: 'POST', path: 'v1/admin/orders/:orderId/ship', query: null, body: ShipRequestCodec, answer: OrderDetailCodec }),
  adminResendOrderEmail: endpoint({
    method: 'POST',
    path: 'v1/admin/orders/:orderId/emails',
    query: null,
    body: ResendEmailRequestCodec,
    answer: OrderDetailCodec,
  }),
  adminPrintFile: endpoint({ method: 'GET', path: 'v1/admin/orders/:orderId/print/:line/:tile', query: null, body: null, answer: null }),
  adminPrintArchive: endpoint({ method: 'GET', path: 'v1/admin/orders/:orderId/print-files', query: null, body: null, answer: null }),
  adminAuditLog: endpoint({ method: 'GET', path: 'v1/admin/audit', query: AuditQueryCodec, body: null, answer: AuditAnswerCodec }),
  adminListGroups: endpoint({ method: 'GET', path: 'v1/admin/tenants/:tenant/groups', query: null, body: null, answer: AdminArtistGroupListCodec }),
  adminSaveGroup: endpoint({
    method: 'POST',
    path: 'v1/admin/tenants/:tenant/groups/:groupId',
    query: null,
    body: ArtistGroupSaveCodec,
    answer: AdminArtistGroupListCodec,
  }),
  adminMoveGroup: endpoint({
    method: 'POST',
    path: 'v1/admin/tenants/:tenant/groups/:groupId/move',
    query: null,
    body: ArtistGroupMoveCodec,
    answer: AdminArtistGroupListCodec,
  }),
  adminListProducts: endpoint({
    method: 'GET',
    path: 'v1/admin/tenants/:tenant/products',
    query: ProductListQueryCodec,
    body: null,
    answer: AdminProductListCodec,
  }),
  adminGetProduct: endpoint({ method: 'GET', path: 'v1/admin/tenants/:tenant/products/:productId', query: null, body: null, answer: AdminProductCodec }),
  adminCreateProduct: endpoint({ method: 'POST', path: 'v1/admin/tenants/:tenant/products', query: null, body: ProductCreateCodec, answer: AdminProductCodec }),
  adminSaveProduct: endpoint({
    method: 'POST',
    path: 'v1/admin/tenants/:tenant/products/:productId',
    query: null,
    body: ProductSaveCodec,
    answer: AdminProductCodec,
  }),
  adminRetireProduct: endpoint({
    method: 'POST',
    path: 'v1/admin/tenants/:tenant/products/:productId/retire',
    query: null,
    body: ProductRetireCodec,
    answer: AdminProductCodec,
  }),
  adminImportTemplate: endpoint({ method: 'GET', path: 'v1/admin/product-import/template', query: null, body: null, answer: null }),
  adminImportDryRun: endpoint({
    method: 'POST',
    path: 'v1/admin/tenants/:tenant/product-import/dry-run',
    query: null,
    body: ImportDryRunCodec,
    answer: ImportReportCodec,
  }),
  adminImportApply: endpoint({
    method: 'POST',
    path: 'v1/admin/tenants/:tenant/product-import/apply',
    query: null,
    body: ImportApplyCodec,
    answer: ImportAppliedCodec,
  }),
  // Confetti: the public shared albums (not per tenant: every store's picker shows the same albums).
  adminListAlbums: endpoint({ method: 'GET', path: 'v1/admin/albums', query: null, body: null, answer: AdminAlbumListCodec }),
  adminCreateAlbum: endpoint({ method: 'POST', path: 'v1/admin/albums', query: null, body: AlbumCreateCodec, answer: AdminAlbumListCodec }),
  adminSaveAlbum: endpoint({ method: 'POST', path: 'v1/admin/albums/:albumId', query: null, body: AlbumSaveCodec, answer: AdminAlbumListCodec }),
  adminDeleteAlbum: endpoint({ method: 'POST', path: 'v1/admin/albums/:albumId/delete', query: null, body: AlbumDeleteCodec, answer: AdminAlbumListCodec }),
  /** The photo's bytes are the body (image/jpeg, image/png or image/webp), not JSON: the browser reports the upload's progress. */
  adminUploadAlbumImage: endpoint({
    method: 'POST',
    path: 'v1/admin/albums/:albumId/images',
    query: AlbumUploadQueryCodec,
    body: null,
    answer: AdminAlbumListCodec,
  }),
  adminRemoveAlbumImage: endpoint({
    method: 'POST',
    path: 'v1/admin/albums/:albumId/images/remove',
    query: null,
    body: AlbumImageRemoveCodec,
    answer: AdminAlbumListCodec,
  }),
  adminPlaceAlbumImage: endpoint({
    method: 'POST',
    path: 'v1/admin/albums/:albumId/images/place',
    query: null,
    body: AlbumImagePlaceCodec,
    answer: AdminAlbumListCodec,
  }),
  // Customers of the admin's own store, and one customer's saved projects (SPEC §6).
  adminFindCustomers: endpoint({ method: 'GET', path: 'v1/admin/customers', query: CustomerSearchQueryCodec, body: null, answer: CustomerPageCodec }),
  adminCustomerProjects: endpoint({ method: 'GET', path: 'v1/admin/customers/:customerId/projects', query: null, body: null, answer: CustomerProjectsCodec }),
  adminGetTenant: endpoint({ method: 'GET', path: 'v1/admin/tenants/:tenant/settings', query: null, body: null, answer: AdminTenantCodec }),
  adminSaveTenant: endpoint({ method: 'POST', path: 'v1/admin/tenants/:tenant/settings', query: null, body: TenantSaveCodec, answer: AdminTenantCodec }),
  adminListAssets: endpoint({ method: 'GET', path: 'v1/admin/assets', query: AssetListQueryCodec, body: null, answer: AdminAssetPageCodec }),
  adminUploadAsset: endpoint({ method: 'POST', path: 'v1/admin/assets', query: AssetUploadQueryCodec, body: null, answer: AdminAssetCodec }),
  // Pick-up stores (issue 30): per tenant, versioned, retired rather than deleted; a CSV import with a dry run.
  adminListStores: endpoint({ method: 'GET', path: 'v1/admin/tenants/:tenant/stores', query: null, body: null, answer: AdminStoreListCodec }),
  adminCreateStore: endpoint({ method: 'POST', path: 'v1/admin/tenants/:tenant/stores', query: null, body: StoreCreateCodec, answer: AdminStoreCodec }),
  adminSaveStore: endpoint({ method: 'POST', path: 'v1/admin/tenants/:tenant/stores/:storeId', query: null, body: StoreSaveCodec, answer: AdminStoreCodec }),
  adminRetireStore: endpoint({
    method: 'POST',
    path: 'v1/admin/tenants/:tenant/stores/:storeId/retire',
    query: null,
    body: StoreRetireCodec,
    answer: AdminStoreCodec,
  }),
  adminStoreImportTemplate: endpoint({ method: 'GET', path: 'v1/admin/store-import/template', query: null, body: null, answer: null }),
  adminStoreImportDryRun: endpoint({
    method: 'POST',
    path: 'v1/admin/tenants/:tenant/store-import/dry-run',
    query: null,
    body: StoreImportDryRunCodec,
    answer: StoreImportReportCodec,
  }),
  adminStoreImportApply: endpoint({
    method: 'POST',
    path: 'v1/admin/tenants/:tenant/store-import/apply',
    query: null,
    body: StoreImportApplyCodec,
    answer: StoreImportAppliedCodec,
  }),
  // A pick-up order's two marks: ready (owes the ready email once), then picked up.
  adminMarkPickupReady: endpoint({
    method: 'POST',
    path: 'v1/admin/orders/:orderId/pickup-ready',
    query: null,
    body: PickupMarkCodec,
    answer: OrderDetailCodec,
  }),
  adminMarkPickedUp: endpoint({ method: 'POST', path: 'v1/admin/orders/:orderId/picked-up', query: null, body: PickupMarkCodec, answer: OrderDetailCodec }),
} as const;
