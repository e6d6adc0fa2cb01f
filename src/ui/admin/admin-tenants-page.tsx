import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { TenantSettingsStore, TENANTS_SECTION } from '../../application/admin/tenant-settings-store';
import { tenantAdminPath } from '../../domain/routing/admin-paths';
import type { TenantForm } from '../../application/admin/tenant-form';
import { FRAME_COLOURS } from '../../domain/tenant/tenant-settings';
import { useStarted } from '../hooks/use-service';
import catalogue from './catalogue/catalogue.module.css';
import styles from './admin-kit.module.css';
import { AdminPage } from './admin-page';
import { ChoiceInput, FlagInput, TextInput } from './tenants/tenant-fields';
import { TenantImageInput } from './tenants/tenant-image-input';
import tenantStyles from './tenants/tenants.module.css';
import { ActivityLines } from './activity-lines';

/** The banners' HTML is sanitised when the store draws it: formatting and links stay, anything else goes. */
const BANNER_HINT = 'Text with <strong>, <em> and <a href="/shop-all"> links; shown closable, sanitised. Empty for none.';
const LINKS_HINT = 'One link a line: Label | address (a site path such as /faqs, or https://…)';

/** The settings chosen from a list: each value with the words the editor shows for it. */
const HOME_SCREENS: ReadonlyArray<readonly [TenantForm['homeVariant'], string]> = [
  ['default', 'Default'],
  ['pharmacy', 'Pharmacy'],
  ['drugstore', 'Drugstore'],
];
const MOUNTING_GUIDES: ReadonlyArray<readonly [TenantForm['productInstructions'], string]> = [
  ['steps', '5 steps'],
  ['wall-tile-guide', 'Wall-tile guide'],
];
const PROMO_COMBINATIONS: ReadonlyArray<readonly [TenantForm['promoCombination'], string]> = [
  ['sum', 'Both apply'],
  ['larger', 'The larger applies'],
];

/** The accent colour with what the storefront will paint: a swatch, and a note when it is darkened for readable text. */
const AccentPreview = observer(function AccentPreview({ store }: { store: TenantSettingsStore }) {
  const accent = store.accent;
  if (!accent) return null;
  return (
    <p className={`${catalogue.row} ${tenantStyles.preview}`} id="tenant-accent-preview">
      {/* The colour is data: set through the CSSOM (React's style prop), which the CSP allows. */}
      <span aria-hidden="true" className={tenantStyles.swatch} style={{ background: accent.shown }} />
      <span className={catalogue.placeBadge}>
        {accent.darkened
          ? `The storefront paints ${accent.shown}: this colour is darkened so white text on it stays readable (WCAG 4.5:1).`
          : `The storefront paints ${accent.shown} as it is: white text on it is readable.`}
      </span>
    </p>
  );
});

const FrameColours = observer(function FrameColours({ store }: { store: TenantSettingsStore }) {
  const chosen = (store.form as TenantForm).allowedFrameColors;
  const problem = store.problemOf('allowedFrameColors');
  return (
    <fieldset className={catalogue.row}>
      <legend>Frame colours sold (none ticked: all)</legend>
      {FRAME_COLOURS.map((c) => (
        <label key={c} className={tenantStyles.flag} htmlFor={`tenant-frame-${c}`}>
          <input id={`tenant-frame-${c}`} type="checkbox" checked={chosen.includes(c)} onChange={() => store.toggleFrameColour(c)} />
          {c}
        </label>
      ))}
      {problem && <span className={catalogue.problem}>{problem}</span>}
    </fieldset>
  );
});

const TenantEditor = observer(function TenantEditor({ store }: { store: TenantSettingsStore }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.save();
  };
  const problems = store.problems;
  return (
    <form onSubmit={submit} aria-label={`Settings of ${store.loaded?.settings.name ?? store.tenant}`} noValidate className={styles.page}>
      <fieldset className={`${catalogue.fields} ${catalogue.aligned}`}>
        <legend>Wording and labels</legend>
        <TextInput store={store} field="name" label="Name" />
        <TextInput store={store} field="brand" label="Brand (in page titles, header and footer)" />
        <TextInput store={store} field="shopAllLabel" label="Shop-all label" />
        <TextInput store={store} field="footerText" label="Footer text" lines={3} wide />
      </fieldset>
      <fieldset className={catalogue.fields}>
        <legend>Branding</legend>
        <TextInput store={store} field="accentColor" label="Accent colour" hint="A hex colour such as #E4572E" />
        <AccentPreview store={store} />
        <TenantImageInput store={store} field="logo" fallback="None: the header shows the brand's wordmark." />
        <TenantImageInput
          store={store}
          field="wallTileGuideImage"
          fallback="None: the wall-tile guide shows the standard drawing."
          hint="Shown on /product-instructions when the mounting guide is the wall-tile guide."
        />
      </fieldset>
      <fieldset className={catalogue.fields}>
        <legend>Navigation</legend>
        <FlagInput store={store} field="partner" label="Retail partner header (menu button under 900 px, no Get Started)" />
        <FlagInput store={store} field="hideAbout" label="Hide About" />
        <FlagInput store={store} field="loginModalEnabled" label="Login modal" />
        <ChoiceInput store={store} field="homeVariant" label="Home screen" options={HOME_SCREENS} />
        <ChoiceInput store={store} field="productInstructions" label="Mounting guide" options={MOUNTING_GUIDES} />
      </fieldset>
      <fieldset className={`${catalogue.fields} ${catalogue.aligned}`}>
        <legend>Promo banners</legend>
        <TextInput store={store} field="promoBannerHtml" label="Promo banner (HTML)" hint={BANNER_HINT} lines={3} wide />
        <TextInput store={store} field="cartPromoBannerHtml" label="Cart banner on phones (HTML)" hint={BANNER_HINT} lines={3} wide />
      </fieldset>
      <fieldset className={`${catalogue.fields} ${catalogue.aligned}`}>
        <legend>Footer links</legend>
        <TextInput store={store} field="footerSocial" label="Social links" hint={LINKS_HINT} lines={4} wide />
        <TextInput store={store} field="footerQuickLinks" label="Quick links" hint={LINKS_HINT} lines={5} wide />
      </fieldset>
      <fieldset className={catalogue.fields}>
        <legend>Limits</legend>
        <TextInput store={store} field="maxMainProductTiles" label="Most tiles per order" hint="1 to 1000; empty for no limit" />
        <TextInput store={store} field="forcedProductId" label="Forced product id" hint="The one product sold; empty for all" />
        <FrameColours store={store} />
        <ChoiceInput store={store} field="promoCombination" label="Promo code with the welcome offer" options={PROMO_COMBINATIONS} />
        <FlagInput store={store} field="pickup" label="Pick up in store" />
      </fieldset>
      <fieldset className={`${catalogue.fields} ${catalogue.aligned}`}>
        <legend>Checkout shop</legend>
        <TextInput store={store} field="storefrontUrl" label="Shop address" hint="https://your-shop.myshopify.com; empty: this store's own card checkout" />
        <TextInput store={store} field="storefrontToken" label="Storefront access token (public)" hint="The shop's public Storefront API token" />
        <TextInput
          store={store}
          field="shopWebhookSecret"
          label="Webhook secret"
          hint={
            (store.form as TenantForm).shopWebhookSecretSet
              ? 'Set. Leave empty to keep it; it is never shown.'
              : "The app's API secret key, which signs the orders/create webhook"
          }
          secret
        />
      </fieldset>
      <fieldset className={`${catalogue.fields} ${catalogue.aligned}`}>
        <legend>Embedding and analytics</legend>
        <TextInput
          store={store}
          field="allowedParentOrigins"
          label="Allowed parent origins"
          hint="One a line, https:// and the host only, e.g. https://www.example.com"
          lines={4}
          wide
        />
        <TextInput store={store} field="googleTagManagerContainerId" label="Google Tag Manager id" hint="GTM-XXXXXXX; empty for none" />
        <TextInput store={store} field="analyticsPrefix" label="Analytics prefix" hint="Lowercase letters, digits or _" />
      </fieldset>
      {problems.length > 0 && (
        <p className={catalogue.problem} aria-live="polite">
          {problems.length === 1 ? '1 field needs fixing before saving.' : `${problems.length} fields need fixing before saving.`}
        </p>
      )}
      <div className={catalogue.row}>
        <button type="submit" className={styles.primary} disabled={!store.changed || !!store.busy}>
          Save tenant
        </button>
        <button type="button" className={styles.secondary} disabled={!store.changed || !!store.busy} onClick={() => store.revert()}>
          Undo changes
        </button>
        <button type="button" className={styles.secondary} onClick={() => void store.showHistory()}>
          History
        </button>
      </div>
      {store.history && (
        <ol aria-label="Changes to this tenant">
          {store.history.length === 0 && <li>No admin has changed this tenant.</li>}
          {store.historyLines().map((h) => (
            <li key={h.id} className={catalogue.placeBadge}>
              <time dateTime={h.at}>{new Date(h.at).toLocaleString('en-US')}</time> · {h.by} · {h.changes}
            </li>
          ))}
        </ol>
      )}
    </form>
  );
});

/**
 * /admin/tenants: the storefronts, and the chosen one's wording, colours, logo and guide picture (from
 * the asset library), labels, navigation, footer, limits, allowed parent origins and analytics ids. Saved changes show on the storefront at its next load.
 */
export default observer(function AdminTenantsPage() {
  const store = useStarted(TenantSettingsStore);
  const tenants = store.tenants.length > 0 ? store.tenants : [{ id: store.tenant, name: store.tenant }];
  return (
    <AdminPage title="Tenants">
      <nav aria-label="Tenants">
        <ul className={tenantStyles.list}>
          {tenants.map((t) => (
            <li key={t.id}>
              <Link href={tenantAdminPath(t.id, TENANTS_SECTION)} className={styles.secondary} aria-current={t.id === store.tenant ? 'page' : undefined}>
                {t.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{store.loaded ? `${store.loaded.settings.name} (${store.loaded.id})` : store.tenant}</h2>
      <ActivityLines activity={store} idle={store.status === 'loading' ? 'Loading the tenant…' : ''} />
      {store.status === 'ready' && store.form && <TenantEditor store={store} />}
    </AdminPage>
  );
});
