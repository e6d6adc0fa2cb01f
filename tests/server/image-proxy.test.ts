import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import type { Hono } from 'hono';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { nonPublicKind, parseAllowPrivate, refusalOf } from '../../server/images/address-policy';
import { DEFAULT_LIMITS, type RemoteImageLimits, type Resolve } from '../../server/images/remote-image';
import { testDbFactories } from './test-db';

const JPEG = new Uint8Array(jpeg.encode({ data: Buffer.alloc(40 * 30 * 4, 0x80), width: 40, height: 30 }, 80).data);

/** The sites the proxy fetches from in these tests: one local HTTP server on an ephemeral port. */
function imageSite() {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    const url = new URL(req.url ?? '/', 'http://local');
    switch (url.pathname) {
      case '/photo.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': JPEG.length, 'set-cookie': 'site=1' });
        res.end(req.method === 'HEAD' ? undefined : JPEG);
        return;
      case '/stored.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'x-amz-meta-width': '4032', 'x-amz-meta-height': '3024' });
        res.end(req.method === 'HEAD' ? undefined : JPEG);
        return;
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html></html>');
        return;
      case '/huge.jpg':
        // No content-length: the cap must be enforced while reading.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(Buffer.alloc(600 * 1024));
        res.end(Buffer.alloc(600 * 1024));
        return;
      case '/declared-huge.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(50 * 1024 * 1024) });
        res.end();
        return;
      case '/slow.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(JPEG.slice(0, 10));
        return; // never ends
      case '/hop': {
        const n = Number(url.searchParams.get('n'));
        res.writeHead(302, { location: n > 1 ? `/hop?n=${n - 1}` : '/photo.jpg' });
        res.end();
        return;
      }
      case '/to-internal':
        res.writeHead(301, { location: `http://internal.test:${(server.address() as AddressInfo).port}/photo.jpg` });
        res.end();
        return;
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
        return;
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('nope');
    }
  });
  return { server, seen };
}

describe('image proxy address policy', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified and IPv6 ULA/link-local addresses', () => {
    const kinds = Object.fromEntries(
      [
        '127.0.0.1',
        '10.1.2.3',
        '172.20.0.1',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '224.0.0.1',
        '0.0.0.0',
        '::',
        '::1',
        'fd12::1',
        'fe80::1',
        'ff02::1',
        '::ffff:127.0.0.1',
      ].map((a) => [a, nonPublicKind(a)]),
    );
    expect(kinds).toEqual({
      '127.0.0.1': 'loopback',
      '10.1.2.3': 'private',
      '172.20.0.1': 'private',
      '192.168.1.1': 'private',
      '169.254.169.254': 'link-local',
      '100.64.0.1': 'carrier-grade NAT',
      '224.0.0.1': 'multicast',
      '0.0.0.0': 'unspecified',
      '::': 'unspecified',
      '::1': 'loopback',
      'fd12::1': 'unique-local',
      'fe80::1': 'link-local',
      'ff02::1': 'multicast',
      '::ffff:127.0.0.1': 'IPv4-mapped',
    });
    expect(['93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700::1111'].map(nonPublicKind)).toEqual([null, null, null, null]);
  });

  it('issue 26: refuses every IPv6 form that embeds an IPv4 address, public or not, and the site-local range', () => {
    const hex = (v4: string) => v4.split('.').map((n) => Number(n).toString(16).padStart(2, '0'));
    const embeddings = (v4: string) => {
      const [a, b, c, d] = hex(v4);
      const inverted = (x: string, y: string) => (0xffff ^ parseInt(x + y, 16)).toString(16);
      return {
        [`::${v4}`]: 'IPv4-compatible',
        [`::${a}${b}:${c}${d}`]: 'IPv4-compatible',
        [`::ffff:${v4}`]: 'IPv4-mapped',
        [`::ffff:0:${v4}`]: 'IPv4-translated',
        [`64:ff9b::${v4}`]: 'NAT64',
        [`64:ff9b:1::${v4}`]: 'NAT64',
        [`2002:${a}${b}:${c}${d}::1`]: '6to4',
        // Teredo keeps the client's IPv4 address inverted in the last 32 bits.
        [`2001:0:4136:e378:8000:63bf:${inverted(a!, b!)}:${inverted(c!, d!)}`]: 'Teredo',
      };
    };
    for (const v4 of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '192.168.1.1', '172.16.5.4', '100.64.0.1', '93.184.215.14']) {
      const expected = embeddings(v4);
      expect(Object.fromEntries(Object.keys(expected).map((a) => [a, nonPublicKind(a)]))).toEqual(expected);
    }
    expect(['fec0::1', 'fed0::1:2', 'fee0::1', 'feff:ffff::1'].map(nonPublicKind)).toEqual(['site-local', 'site-local', 'site-local', 'site-local']);
    expect(['100::1', '2001:db8::1'].map(nonPublicKind)).toEqual(['discard-only', 'documentation']);
    // Public IPv6 addresses next to those ranges stay public.
    expect(['2606:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001::1', 'ff00::1'.replace('ff00', '2400')].map(nonPublicKind)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('TPX_PROXY_ALLOW_PRIVATE allows all with 1, or only the listed addresses and ranges', () => {
    expect(refusalOf('10.0.0.1', parseAllowPrivate('1'))).toBeNull();
    const some = parseAllowPrivate('127.0.0.1, 192.168.0.0/16');
    expect([refusalOf('127.0.0.1', some), refusalOf('192.168.4.4', some), refusalOf('127.0.0.2', some), refusalOf('10.0.0.1', some)]).toEqual([
      null,
      null,
      'loopback',
      'private',
    ]);
    expect(refusalOf('127.0.0.1', parseAllowPrivate(undefined))).toBe('loopback');
    expect(() => parseAllowPrivate('localhost')).toThrow('TPX_PROXY_ALLOW_PRIVATE: not an address or CIDR range: localhost');
  });
});

describe.each(testDbFactories)('GET/HEAD /api/v1/images/proxy on $name', ({ open }) => {
  let db: Db;
  const site = imageSite();
  let port: number;
  /** Host names of the tests, answered without DNS: the proxy must connect to exactly these addresses. */
  const names: Record<string, string[]> = {
    'images.test': ['127.0.0.1'],
    'internal.test': ['10.0.0.1'],
    'mixed.test': ['127.0.0.1', '192.168.0.9'],
    'sitelocal.test': ['fec0::7'],
  };
  const resolve: Resolve = async (host) => {
    const addresses = names[host];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const appWith = (limits: Partial<RemoteImageLimits>): Hono =>
    createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang' },
      frameAncestors: [],
      log: () => {},
      imageProxy: { ...DEFAULT_LIMITS, resolve, ...limits },
    });
  /** Only 127.0.0.1 may be fetched although it is not public (the tests' own site). */
  let app: Hono;
  /** The production rule: public addresses only. */
  let strict: Hono;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await new Promise<void>((done) => site.server.listen(0, '127.0.0.1', done));
    port = (site.server.address() as AddressInfo).port;
    app = appWith({ allowPrivate: parseAllowPrivate('127.0.0.1'), maxBytes: 1024 * 1024, timeoutMs: 1500 });
    strict = appWith({});
  });
  afterAll(async () => {
    site.server.closeAllConnections();
    await new Promise<void>((done) => site.server.close(() => done()));
    await db.close();
  });

  const proxied = (target: string, method = 'GET', on: Hono = app, headers: Record<string, string> = {}) =>
    on.request(`http://store.test/api/v1/images/proxy?url=${encodeURIComponent(target)}`, { method, headers });
  const message = async (res: Response) => ((await res.json()) as { message: string }).message;

  it('answers the image with its content type and its size as x-amz-meta-width/height, forwarding no cookie either way', async () => {
    site.seen.length = 0;
    const res = await proxied(`http://images.test:${port}/photo.jpg?t=1700000000000`, 'GET', app, { cookie: 'tpx=secret', authorization: 'Bearer x' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect([res.headers.get('x-amz-meta-width'), res.headers.get('x-amz-meta-height')]).toEqual(['40', '30']);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPEG);
    expect(site.seen[0]?.cookie).toBeUndefined();
    expect(site.seen[0]?.authorization).toBeUndefined();
    expect(site.seen[0]?.host).toBe(`images.test:${port}`);
  });

  it('throttles a client that asks for too many images, before fetching anything', async () => {
    const tight = createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang' },
      frameAncestors: [],
      log: () => {},
      imageProxy: { ...DEFAULT_LIMITS, resolve, allowPrivate: parseAllowPrivate('127.0.0.1') },
      imageProxyThrottle: { capacity: 2, refillPerSecond: 0.001 },
    });
    site.seen.length = 0;
    expect((await proxied(`http://images.test:${port}/photo.jpg`, 'GET', tight)).status).toBe(200);
    expect((await proxied(`http://images.test:${port}/photo.jpg`, 'GET', tight)).status).toBe(200);
    const third = await proxied(`http://images.test:${port}/photo.jpg`, 'GET', tight);
    expect([third.status, await message(third)]).toEqual([429, 'Too many image requests. Please wait a moment and try again.']);
    expect(site.seen).toHaveLength(2);
  });

  it('HEAD goes upstream as HEAD and passes the site’s own x-amz-meta size through, with no body', async () => {
    site.seen.length = 0;
    const res = await proxied(`http://images.test:${port}/stored.jpg`, 'HEAD');
    expect(res.status).toBe(200);
    expect([res.headers.get('content-type'), res.headers.get('x-amz-meta-width'), res.headers.get('x-amz-meta-height')]).toEqual([
      'image/jpeg',
      '4032',
      '3024',
    ]);
    expect(await res.text()).toBe('');
    expect(site.seen).toHaveLength(1);
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    expect((await proxied(`http://images.test:${port}/hop?n=3`)).status).toBe(200);
    const res = await proxied(`http://images.test:${port}/hop?n=4`);
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Refused: the image address redirected more than 3 times');
  });

  it('re-checks the address of every redirect', async () => {
    const res = await proxied(`http://images.test:${port}/to-internal`);
    expect(res.status).toBe(403);
    expect(await message(res)).toBe("Refused: the image address's host internal.test is a private address (10.0.0.1), not a public one");
    const file = await proxied(`http://images.test:${port}/to-file`);
    expect([file.status, await message(file)]).toEqual([400, 'Refused: the image address redirected to a file address']);
  });

  it('refuses loopback and private hosts without the allowance, by name and by literal address', async () => {
    for (const [target, text] of [
      [`http://images.test:${port}/photo.jpg`, "Refused: the image address's host images.test is a loopback address (127.0.0.1), not a public one"],
      [`http://127.0.0.1:${port}/photo.jpg`, "Refused: the image address's host 127.0.0.1 is a loopback address (127.0.0.1), not a public one"],
      ['http://[::1]/photo.jpg', "Refused: the image address's host ::1 is a loopback address (::1), not a public one"],
      [
        'http://169.254.169.254/latest/meta-data',
        "Refused: the image address's host 169.254.169.254 is a link-local address (169.254.169.254), not a public one",
      ],
      ['http://[fd00::5]/a.png', "Refused: the image address's host fd00::5 is a unique-local address (fd00::5), not a public one"],
    ] as const) {
      const res = await proxied(target, 'GET', strict);
      expect([res.status, await message(res)]).toEqual([403, text]);
    }
    // One refused answer among several is enough to refuse (round-robin DNS cannot slip one through).
    const mixed = await proxied(`http://mixed.test:${port}/photo.jpg`);
    expect([mixed.status, await message(mixed)]).toEqual([
      403,
      "Refused: the image address's host mixed.test is a private address (192.168.0.9), not a public one",
    ]);
  });

  it('issue 26: refuses IPv4-compatible and site-local literals and names before connecting, and a failed connection says nothing of the network', async () => {
    for (const [target, text] of [
      ['http://[::127.0.0.1]/photo.jpg', "Refused: the image address's host ::7f00:1 is a IPv4-compatible address (::7f00:1), not a public one"],
      [
        'http://[::ffff:0:127.0.0.1]/photo.jpg',
        "Refused: the image address's host ::ffff:0:7f00:1 is a IPv4-translated address (::ffff:0:7f00:1), not a public one",
      ],
      ['http://[fec0::1]/photo.jpg', "Refused: the image address's host fec0::1 is a site-local address (fec0::1), not a public one"],
      [`http://sitelocal.test:${port}/photo.jpg`, "Refused: the image address's host sitelocal.test is a site-local address (fec0::7), not a public one"],
    ] as const) {
      const res = await proxied(target, 'GET', strict);
      expect([res.status, await message(res)]).toEqual([403, text]);
    }
    expect(site.seen.filter((h) => h.host?.includes('::'))).toEqual([]);
    // A closed port (the allowance lets the proxy try): the 502 names no address, port or system error.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const res = await proxied(`http://127.0.0.1:${closedPort}/photo.jpg`);
    expect([res.status, await res.json()]).toEqual([502, { message: 'The image address could not be reached' }]);
  });

  it('refuses addresses that are not absolute http(s), carry credentials, or whose host does not resolve', async () => {
    const cases: Array<[string | null, number, string]> = [
      [null, 400, 'Invalid request: the query parameter url (the image address) is required'],
      ['/files/a.jpg', 400, 'Invalid request: url is not an absolute address'],
      ['file:///etc/passwd', 400, 'Invalid request: only http and https image addresses are fetched, not file'],
      ['ftp://images.test/a.jpg', 400, 'Invalid request: only http and https image addresses are fetched, not ftp'],
      [`http://user:pw@images.test:${port}/photo.jpg`, 400, 'Invalid request: image addresses with a user name or password are not fetched'],
      ['http://nowhere.test/a.jpg', 400, "The image address's host nowhere.test could not be resolved"],
    ];
    for (const [target, status, text] of cases) {
      const res = target === null ? await app.request('http://store.test/api/v1/images/proxy') : await proxied(target);
      expect([res.status, await message(res)]).toEqual([status, text]);
    }
  });

  it('refuses answers that are not images, too large (declared or streamed), missing, or too slow', async () => {
    const page = await proxied(`http://images.test:${port}/page.html`);
    expect([page.status, await message(page)]).toEqual([415, 'Refused: the address is not an image (content type text/html)']);
    const declared = await proxied(`http://images.test:${port}/declared-huge.jpg`);
    expect([declared.status, await message(declared)]).toEqual([413, 'Refused: the image is larger than 1 MB']);
    const streamed = await proxied(`http://images.test:${port}/huge.jpg`);
    expect([streamed.status, await message(streamed)]).toEqual([413, 'Refused: the image is larger than 1 MB']);
    const missing = await proxied(`http://images.test:${port}/missing.jpg`);
    expect([missing.status, await message(missing)]).toEqual([404, 'The image address answered HTTP 404: no image there']);
    const slow = await proxied(`http://images.test:${port}/slow.jpg`);
    expect([slow.status, await message(slow)]).toEqual([504, 'The image address did not answer within 2 seconds']);
  });
});
