/**
 * The columns of a `products` row that the storefront's reads (`CatalogueRepository`) and the admin's
 * (`ProductAdminReads`, `CatalogueWriter`) both select: written once, so a new column is typed once.
 * Each adds its own (the storefront its slug and template data; the admin its version and status).
 */
export interface ProductColumns {
  id: string;
  name: string;
  url_slug: string;
  sku: string | null;
  price_cents: number;
  image_urls: string[];
  mats: string[] | null;
  filters: string[] | null;
  default_orientation: 'Landscape' | 'Portrait' | null;
  orientation_eligible: boolean | null;
  short_name_singular: string | null;
  short_name_plural: string | null;
  width_inches: number | null;
  height_inches: number | null;
  physical_width_inches: number | null;
  physical_height_inches: number | null;
  min_input_ppi: number | null;
  min_input_image_width: number | null;
  min_input_image_height: number | null;
  output_image_width: number | null;
  output_image_height: number | null;
  mat_inches: number | null;
  precustomized_image_url: string | null;
  svg_template_url: string | null;
  svg_clip_path: string | null;
  ignore_svg: boolean | null;
  depth_inches: number | null;
  materials: string | null;
  hanging_method: string | null;
  ship_days_min: number | null;
  ship_days_max: number | null;
  pickup_hours: number | null;
}
