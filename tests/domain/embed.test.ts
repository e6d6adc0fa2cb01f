import { describe, expect, it } from 'vitest';
import {
  heightToReport,
  isTestLaunch,
  launchProductId,
  launchTileOptions,
  parentNavigationUrl,
  parentRoute,
  isParentOriginPattern,
} from '../../src/domain/embed';

describe('parentRoute: where changeRoute may move the store', () => {
  it.each(['/', '/faqs', '/printing', '/products/tilepix?frame=White', '/shop-all/gift-tiles#top', '/cart', '/artists/mara-quinn'])('accepts %s', (path) => {
    expect(parentRoute(path)).toBe(path);
  });
  it.each([
    '',
    'faqs',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/admin',
    '/admin/orders',
    '/faqs/../admin',
    '/%2e%2e/admin',
    '/faqs%2f..%2fadmin',
    '/walgreens',
    '/signin?u=x',
    '/faqsx',
    '/faqs?\u0000',
    `/faqs/${'a'.repeat(2000)}`,
  ])('refuses %j', (path) => {
    expect(parentRoute(path)).toBeNull();
  });
});

describe("isParentOriginPattern: only well-formed origins reach the CSP's frame-ancestors", () => {
  it.each(['https://www.tilepix.com', 'http://localhost:*', 'https://*.example.com:8443'])('accepts %s', (p) => expect(isParentOriginPattern(p)).toBe(true));
  it.each(['https://a.com; script-src *', 'ftp://a.com', 'https://a.com/path', 'https://a.com x', '*'])('refuses %s', (p) =>
    expect(isParentOriginPattern(p)).toBe(false),
  );
});

describe('parentRoute: control characters', () => {
  it.each(['/cart?x=\u0001', '/faqs#a\u007f'])('refuses %j (a control character in the search or hash)', (path) => expect(parentRoute(path)).toBeNull());
});

describe('parentNavigationUrl: where navigate may send the parent', () => {
  const allowed = ['https://www.tilepix.com', 'http://localhost:*'];
  it('accepts the tenant’s parent pages and the extra (hosted page) origins', () => {
    expect(parentNavigationUrl('https://www.tilepix.com/hang?x=1', allowed)).toBe('https://www.tilepix.com/hang?x=1');
    expect(parentNavigationUrl('http://localhost:3000/', allowed)).toBe('http://localhost:3000/');
    expect(parentNavigationUrl('https://hosted.tilepix.test/hang', allowed, ['https://hosted.tilepix.test'])).toBe('https://hosted.tilepix.test/hang');
  });
  it.each([
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    'https://user:pw@www.tilepix.com/',
    'https://www.tilepix.com.evil.example/',
    '/relative',
    'http://www.tilepix.com/',
  ])('refuses %s', (url) => expect(parentNavigationUrl(url, allowed)).toBeNull());
});

describe('launch settings (SPEC §1)', () => {
  it('preselects a tile frame by name (any case), the filter and the mat', () => {
    expect(launchTileOptions({ frameColor: 'white', filter: 'grayscale', matColor: 'gray' })).toEqual({
      frameColor: 'White',
      filter: 'grayScale',
      matColor: '#939598FF',
    });
    expect(launchTileOptions({ frameColor: 'Purple' })).toEqual({});
    expect(launchTileOptions({ filter: 'sepia' })).toEqual({ filter: 'color' });
    expect(launchTileOptions(null)).toEqual({});
  });
  it('takes a product id only when it can name a product', () => {
    expect(launchProductId({ productId: ' gift-tile ' })).toBe('gift-tile');
    expect(launchProductId({ productId: '../admin' })).toBeUndefined();
    expect(launchProductId(null)).toBeUndefined();
  });
  it('marks a test launch from the query or the initial data', () => {
    expect(isTestLaunch('test', null)).toBe(true);
    expect(isTestLaunch('test=1', null)).toBe(true);
    expect(isTestLaunch('test=false', null)).toBe(false);
    expect(isTestLaunch('test=0', null)).toBe(false);
    expect(isTestLaunch('', { test: true })).toBe(true);
    expect(isTestLaunch('p=TAKE20', { test: false })).toBe(false);
  });
});

describe('heightToReport: the frame keeps its height until a route has measured itself (issue 32 item 5)', () => {
  it('keeps the last height while a placeholder stands for the page, and never keeps less than measured', () => {
    expect(heightToReport(145, true, 1900)).toBe(1900);
    expect(heightToReport(2400, true, 1900)).toBe(2400);
  });
  it('tells the measured height once loaded, smaller or larger, and the first measure whatever it is', () => {
    expect(heightToReport(640, false, 1900)).toBe(640);
    expect(heightToReport(2400, false, 1900)).toBe(2400);
    expect(heightToReport(145, true, null)).toBe(145);
  });
});
