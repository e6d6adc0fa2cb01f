import m001 from './001_tenants_and_config.sql';
import m002 from './002_catalogue.sql';
import m003 from './003_storefront.sql';
import m004 from './004_uploads.sql';
import m005 from './005_upload_slots.sql';
import m006 from './006_accounts.sql';
import m007 from './007_projects.sql';
import m008 from './008_shared_state.sql';
import m009 from './009_admin.sql';
import m010 from './010_admin_tenants_assets.sql';
import m011 from './011_admin_confetti.sql';
import m012 from './012_storefront_idempotency.sql';
import m013 from './013_admin_catalogue.sql';
import m014 from './014_site_gates.sql';
import m015 from './015_tenant_images.sql';
import m017 from './017_recovery_links.sql';
import m018 from './018_account_identity.sql';
import m019 from './019_unique_variant_ids.sql';
import m020 from './020_project_quotas.sql';
import m022 from './022_order_numbers_and_emails.sql';
import m023 from './023_pickup_stores.sql';
import m024 from './024_pickup_orders.sql';
import m026 from './026_pickup_marks.sql';
import m027 from './027_order_owners.sql';
import m028 from './028_product_page_details.sql';
import m029 from './029_design_shares.sql';
import m031 from './031_storefront_private_tokens.sql';
import m032 from './032_tenant_shops.sql';

/** Numbered migrations, applied in order, each once. Append only: never edit a landed one. */
export const migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'tenants_and_config', sql: m001 },
  { version: 2, name: 'catalogue', sql: m002 },
  { version: 3, name: 'storefront', sql: m003 },
  { version: 4, name: 'uploads', sql: m004 },
  { version: 5, name: 'upload_slots', sql: m005 },
  { version: 6, name: 'accounts', sql: m006 },
  { version: 7, name: 'projects', sql: m007 },
  { version: 8, name: 'shared_state', sql: m008 },
  { version: 9, name: 'admin', sql: m009 },
  { version: 10, name: 'admin_tenants_assets', sql: m010 },
  { version: 11, name: 'admin_confetti', sql: m011 },
  { version: 12, name: 'storefront_idempotency', sql: m012 },
  { version: 13, name: 'admin_catalogue', sql: m013 },
  { version: 14, name: 'site_gates', sql: m014 },
  { version: 15, name: 'tenant_images', sql: m015 },
  { version: 17, name: 'recovery_links', sql: m017 },
  { version: 18, name: 'account_identity', sql: m018 },
  { version: 19, name: 'unique_variant_ids', sql: m019 },
  { version: 20, name: 'project_quotas', sql: m020 },
  // 021 is left unused (as 016 is).
  { version: 22, name: 'order_numbers_and_emails', sql: m022 },
  { version: 23, name: 'pickup_stores', sql: m023 },
  { version: 24, name: 'pickup_orders', sql: m024 },
  { version: 26, name: 'pickup_marks', sql: m026 },
  { version: 27, name: 'order_owners', sql: m027 },
  { version: 28, name: 'product_page_details', sql: m028 },
  { version: 29, name: 'design_shares', sql: m029 },
  { version: 31, name: 'storefront_private_tokens', sql: m031 },
  { version: 32, name: 'tenant_shops', sql: m032 },
];
