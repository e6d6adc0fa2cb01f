import { describe, expect, it } from 'vitest';
import {
  accentPreview,
  isHexColour,
  normaliseTenantSettings,
  parentOriginProblem,
  tenantSettingsProblems,
  type EditableTenantSettings,
} from '../../../src/domain/tenant/tenant-settings';

const OK: EditableTenantSettings = {
  name: 'TilePix',
  brand: 'TilePix',
  shopAllLabel: 'SHOP ALL',
  accentColor: '#E4572E',
  homeVariant: 'default',
  partner: false,
  hideAbout: false,
  loginModalEnabled: false,
  productInstructions: 'steps',
  maxMainProductTiles: 12,
  allowedFrameColors: ['Black'],
  forcedProductId: 'tilepix',
  allowedParentOrigins: ['https://www.tilepix.com', 'https://shop.example:8443'],
  googleTagManagerContainerId: 'GTM-AB12',
  analyticsPrefix: 'tpx',
  footer: { text: 'Hello', social: [{ label: 'Instagram', href: 'https://www.instagram.com/tilepix' }], quickLinks: [{ label: 'FAQ', href: '/faqs' }] },
};
const problems = (change: Partial<EditableTenantSettings>, allowLocalParents = false) =>
  tenantSettingsProblems({ ...OK, ...change }, { allowLocalParents }).map((p) => `${p.field}: ${p.message}`);

describe('tenant settings (admin)', () => {
  it('accepts settings within every rule', () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({ maxMainProductTiles: null, allowedFrameColors: null, forcedProductId: null, googleTagManagerContainerId: null, allowedParentOrigins: [] }),
    ).toEqual([]);
  });

  it('names each broken rule by its field', () => {
    expect(problems({ name: '', brand: 'x'.repeat(61), shopAllLabel: 'a\u0007b' })).toEqual([
      'name: Name is required',
      'brand: Must be no more than 60 characters',
      'shopAllLabel: Shop-all label must not contain control characters',
    ]);
    expect(problems({ accentColor: '#GGGGGG' })).toEqual(['accentColor: Accent colour must be a hex colour such as #E4572E']);
    expect(problems({ maxMainProductTiles: 0 })).toEqual(['maxMainProductTiles: Tile limit must be a whole number between 1 and 1000, or empty for no limit']);
    expect(problems({ maxMainProductTiles: Number.NaN })).toHaveLength(1);
    expect(problems({ allowedFrameColors: [] })).toEqual(['allowedFrameColors: Frame colours must be some of Black, White, Gray, each once, or empty for all']);
    expect(problems({ allowedFrameColors: ['Black', 'Black'] })).toHaveLength(1);
    expect(problems({ forcedProductId: 'has space' })).toEqual(['forcedProductId: Forced product must be a product id (letters, digits, _ or -)']);
    expect(problems({ allowedParentOrigins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example`) })).toEqual([
      'allowedParentOrigins: At most 20 parent origins',
    ]);
    expect(problems({ allowedParentOrigins: ['https://a.example', 'https://a.example'] })).toEqual(['allowedParentOrigins: Each parent origin once']);
    expect(problems({ googleTagManagerContainerId: 'GTM-lower' })).toHaveLength(1);
    expect(problems({ analyticsPrefix: '9x' })).toEqual([
      'analyticsPrefix: Analytics prefix must be 1 to 20 lowercase letters, digits or _, starting with a letter',
    ]);
    expect(
      problems({ footer: { text: ' ', social: Array.from({ length: 11 }, () => ({ label: 'a', href: '/a' })), quickLinks: [{ label: '', href: 'ftp://x' }] } }),
    ).toEqual([
      'footer.text: Footer text is required',
      'footer.social: At most 10 links',
      'footer.quickLinks.1.label: Link 1 label is required',
      'footer.quickLinks.1.href: Link 1: must be a site path starting with / or an https:// address',
    ]);
  });

  it('takes real https origins only: no path, no query, lowercase host, a real port; local pages outside production', () => {
    expect(parentOriginProblem('https://www.example.com', false)).toBeNull();
    expect(parentOriginProblem('https://www.example.com:8443', false)).toBeNull();
    expect(parentOriginProblem('https://www.example.com/shop', false)).toBe(
      'https://www.example.com/shop has a path: an origin is only https:// and the host, e.g. https://www.example.com',
    );
    expect(parentOriginProblem('https://www.example.com?x=1', false)).toMatch(/has a path/);
    expect(parentOriginProblem('www.example.com', false)).toBe('www.example.com is not an origin such as https://www.example.com');
    expect(parentOriginProblem('https://WWW.example.com', false)).toBe('https://WWW.example.com: write the host in lowercase');
    expect(parentOriginProblem('https://-bad-.example', false)).toBe('https://-bad-.example is not an origin such as https://www.example.com');
    expect(parentOriginProblem('https://a.example:70000', false)).toBe('https://a.example:70000: the port must be between 1 and 65535');
    expect(parentOriginProblem('http://a.example', false)).toBe('http://a.example must use https://');
    expect(parentOriginProblem('https://a.example:*', false)).toBe('https://a.example:*: any port (:*) is only for local development pages');
    expect(parentOriginProblem('http://localhost:*', false)).toBe('http://localhost:*: local pages may embed the store only outside production');
    expect(parentOriginProblem('http://localhost:*', true)).toBeNull();
    expect(parentOriginProblem('http://127.0.0.1:5173', true)).toBeNull();
  });

  it('normalises what it stores: trimmed text, an upper-case colour, empty optional values as null', () => {
    const n = normaliseTenantSettings({
      ...OK,
      name: ' TilePix ',
      accentColor: ' #e4572e ',
      forcedProductId: ' ',
      googleTagManagerContainerId: '  ',
      allowedParentOrigins: [' https://a.example '],
      footer: { text: ' Hi ', social: [{ label: ' A ', href: ' /a ' }], quickLinks: [] },
    });
    expect(n).toMatchObject({
      name: 'TilePix',
      accentColor: '#E4572E',
      forcedProductId: null,
      googleTagManagerContainerId: null,
      allowedParentOrigins: ['https://a.example'],
      footer: { text: 'Hi', social: [{ label: 'A', href: '/a' }] },
    });
    expect(normaliseTenantSettings({ ...OK, googleTagManagerContainerId: null }).googleTagManagerContainerId).toBeNull();
    expect(normaliseTenantSettings({ ...OK, forcedProductId: null }).forcedProductId).toBeNull();
  });

  it('previews the accent the storefront paints (accessibleAccent): kept when readable, darkened when too light', () => {
    expect(isHexColour('#abc')).toBe(true);
    expect(accentPreview('#1A7F37')).toEqual({ shown: '#1a7f37', darkened: false });
    expect(accentPreview('#fd0')).toMatchObject({ darkened: true });
    expect(accentPreview('#ffdd00')?.shown).toBe(accentPreview('#fd0')?.shown);
    expect(accentPreview('red')).toBeNull();
  });
});
