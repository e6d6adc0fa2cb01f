// @ts-check
/**
 * TilePix embed — the parent-side script (served by the store at /embed.js). A marketing page adds
 *
 *   <script src="https://store.example/embed.js" async></script>
 *   <div data-tilepix-store data-tenant="tilepix"></div>
 *
 * and gets the store in an iframe: sized by the store's appSize, shown full screen while a modal is
 * open in it (showFrame / hideFullscreen), the shopper's session kept on the page and handed to the
 * store on load (receiveLocalStorage: storage inside a cross-site iframe is partitioned and may be
 * wiped) and forgotten when the store says the shopper logged out (updateState loggedIn: false after
 * true), and an event API: `element.addEventListener('tilepix:cartCount', …)` or
 * `TilePix.on('updateState', fn)`. Types: /embed.d.ts. No dependencies, nothing inline: the page's
 * CSP needs only `script-src` and `frame-src` for the store's origin.
 *
 * Every message, both ways, is one envelope: `{ type, source: 'tilepix', protocol: 1, ...fields }`
 * (README 'Embedding'). Messages from anything but our iframe, from another origin, or without
 * our source are ignored.
 */
(function () {
  'use strict';
  var SOURCE = 'tilepix';
  var PROTOCOL = /** @type {1} */ (1);
  /** The keys of a handed-over session (the store reads these and nothing else). */
  var SESSION_KEYS = ['accessToken', 'refreshToken', 'customer'];
  /** Query parameters of the page passed on to the store (SPEC §1: test, promo, UTM). */
  var PASSED_QUERY = ['test', 'p', 'tpx-promo', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'];
  var FULLSCREEN_STYLE = 'position:fixed;inset:0;width:100vw;height:100vh;z-index:2147483647;border:0;display:block;background:#fff';

  var w = /** @type {Window & { TilePix?: import('./embed-api').TilePixApi }} */ (window);
  if (w.TilePix) return; // loaded twice: the first one serves

  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  var storeOrigin = script && script.src ? new URL(script.src).origin : location.origin;

  /** @type {Set<import('./embed-api').TilePixStore>} */
  var mounted = new Set();
  /** @type {Map<string, Set<(detail: any, store: import('./embed-api').TilePixStore) => void>>} */
  var globalListeners = new Map();

  /**
   * @param {string} tenant
   * @returns {string}
   */
  function storageKey(tenant) {
    return 'tilepix:' + (tenant || 'default') + ':session';
  }

  /**
   * The parent's stored items for this tenant (strings), or null.
   * @param {string} tenant
   * @returns {Record<string, string> | null}
   */
  function readSession(tenant) {
    try {
      var raw = localStorage.getItem(storageKey(tenant));
      if (!raw) return null;
      var value = JSON.parse(raw);
      if (!value || typeof value !== 'object') return null;
      /** @type {Record<string, string>} */
      var items = {};
      for (var i = 0; i < SESSION_KEYS.length; i++) {
        var key = /** @type {string} */ (SESSION_KEYS[i]);
        if (typeof value[key] === 'string') items[key] = value[key];
      }
      return items.accessToken && items.refreshToken ? items : null;
    } catch (e) {
      return null;
    }
  }

  /**
   * @param {HTMLElement} element
   * @param {import('./embed-api').MountOptions} [options]
   * @returns {import('./embed-api').TilePixStore}
   */
  function mount(element, options) {
    var opts = options || {};
    for (var existing of mounted) if (existing.element === element) return existing;
    var tenant = opts.tenant || element.dataset.tenant || '';
    var path = opts.path || element.dataset.path || '/';
    var initial = opts.initialData !== undefined ? opts.initialData : element.dataset.initialData;
    var src = new URL(path.charAt(0) === '/' && path.charAt(1) !== '/' ? path : '/', storeOrigin);
    if (tenant) src.searchParams.set('tenant', tenant);
    if (initial) src.searchParams.set('tpx-initial-data', typeof initial === 'string' ? initial : JSON.stringify(initial));
    var query = new URLSearchParams(location.search);
    for (var q = 0; q < PASSED_QUERY.length; q++) {
      var name = /** @type {string} */ (PASSED_QUERY[q]);
      var value = query.get(name);
      if (value !== null && !src.searchParams.has(name)) src.searchParams.set(name, value);
    }

    var iframe = document.createElement('iframe');
    iframe.title = opts.title || element.dataset.title || 'TilePix store';
    iframe.src = src.href;
    var inlineStyle = 'width:100%;border:0;display:block;height:' + (opts.initialHeight || 600) + 'px';
    // Through the CSSOM, not a style attribute: a page whose CSP forbids inline styles still allows this.
    iframe.style.cssText = inlineStyle;
    element.appendChild(iframe);

    /** @type {Map<string, { resolve: (b: Blob) => void, reject: (e: Error) => void }>} */
    var pending = new Map();
    var nextRequest = 1;
    var fullscreen = false;
    var height = opts.initialHeight || 600;
    /**
     * Modal mode's memory: where the page was scrolled, the page's own overflow, and the stand-in
     * that keeps the frame's place in the flow. Without the stand-in, the fixed frame leaves the
     * flow, the page gets shorter and the browser clamps its scroll (issue 32: 1474 → 209 px).
     * @type {{ x: number, y: number, overflow: string, placeholder: HTMLElement } | null}
     */
    var modalMode = null;

    /** @type {import('./embed-api').TilePixStore} */
    var store = {
      element: element,
      iframe: iframe,
      origin: storeOrigin,
      tenant: tenant,
      ready: false,
      state: {},
      send: function (type, fields) {
        if (!iframe.contentWindow) return;
        var message = Object.assign({}, fields || {}, { type: type, protocol: PROTOCOL });
        iframe.contentWindow.postMessage(message, storeOrigin);
        emit('tilepix:sent', message);
      },
      changeRoute: function (to) {
        store.send('changeRoute', { path: to });
      },
      openProfile: function () {
        store.send('open', { what: 'profile' });
      },
      startUpload: function () {
        store.send('startUpload');
      },
      clearDevicePhotos: function () {
        store.send('clearDevicePhotos');
      },
      notifyBuilderClosed: function () {
        store.send('notifyBuilderClosed');
      },
      getImage: function (tileId) {
        var requestId = 'img-' + nextRequest++;
        return new Promise(function (resolve, reject) {
          pending.set(requestId, { resolve: resolve, reject: reject });
          store.send('getBase64Img', tileId ? { requestId: requestId, tileId: tileId } : { requestId: requestId });
        });
      },
      handOverSession: function (session) {
        /** @type {Record<string, string>} */
        var items = { accessToken: session.accessToken, refreshToken: session.refreshToken };
        if (session.customer !== undefined) items.customer = typeof session.customer === 'string' ? session.customer : JSON.stringify(session.customer);
        try {
          localStorage.setItem(storageKey(tenant), JSON.stringify(items));
        } catch (e) {
          /* private mode: hand it over now anyway */
        }
        if (store.ready) store.send('receiveLocalStorage', { items: items });
      },
      forgetSession: function () {
        try {
          localStorage.removeItem(storageKey(tenant));
        } catch (e) {
          /* nothing kept */
        }
      },
      on: function (type, fn) {
        /** @param {Event} event */
        var listener = function (event) {
          fn(/** @type {CustomEvent} */ (event).detail, store);
        };
        element.addEventListener('tilepix:' + type, listener);
        return function () {
          element.removeEventListener('tilepix:' + type, listener);
        };
      },
      destroy: function () {
        setFullscreen(false);
        window.removeEventListener('message', onMessage);
        iframe.remove();
        mounted.delete(store);
      },
    };

    /**
     * @param {string} type
     * @param {any} detail
     */
    function emit(type, detail) {
      element.dispatchEvent(new CustomEvent(type, { detail: detail, bubbles: true }));
      var listeners = globalListeners.get(type.replace(/^tilepix:/, ''));
      if (listeners)
        listeners.forEach(function (fn) {
          fn(detail, store);
        });
    }

    /**
     * Modal mode (showFrame / hideFullscreen): the frame covers the viewport while a modal is open in
     * it, and the page behind neither moves nor scrolls; leaving it puts the page back where the
     * shopper left it.
     * @param {boolean} on
     */
    function setFullscreen(on) {
      var root = document.documentElement;
      if (on && !modalMode) {
        var placeholder = document.createElement('div');
        placeholder.setAttribute('aria-hidden', 'true');
        placeholder.style.cssText = 'display:block;width:100%;height:' + iframe.getBoundingClientRect().height + 'px';
        modalMode = { x: window.scrollX, y: window.scrollY, overflow: root.style.overflow, placeholder: placeholder };
        iframe.parentNode && iframe.parentNode.insertBefore(placeholder, iframe);
        // The page behind the modal stays put (a swipe over the frame would otherwise chain to it).
        root.style.overflow = 'hidden';
      }
      fullscreen = on;
      iframe.style.cssText = on ? FULLSCREEN_STYLE : 'width:100%;border:0;display:block;height:' + height + 'px';
      if (!on && modalMode) {
        var kept = modalMode;
        modalMode = null;
        kept.placeholder.remove();
        root.style.overflow = kept.overflow;
        restoreScroll(kept.x, kept.y);
      }
    }

    /**
     * Puts the page back at (x, y), now and once more on the next frame: the store hands focus back
     * to what opened the modal as it closes, and focusing inside a frame scrolls its parent.
     * @param {number} x
     * @param {number} y
     */
    function restoreScroll(x, y) {
      var put = function () {
        if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y);
      };
      put();
      requestAnimationFrame(put);
    }

    /** @param {MessageEvent} event */
    function onMessage(event) {
      if (event.source !== iframe.contentWindow || event.origin !== storeOrigin) return;
      var data = event.data;
      if (!data || typeof data !== 'object' || data.source !== SOURCE || typeof data.type !== 'string') return;
      if (data.protocol !== undefined && data.protocol !== PROTOCOL) return;
      // Typed as the store's messages (embed-api.d.ts, itself checked against the contract by
      // tests/contract/embed-api-types.test.ts): a case or field the store never sends fails the type check.
      var m = /** @type {import('./embed-api').StoreMessage} */ (data);
      switch (m.type) {
        case 'notifyVueCreated': {
          store.ready = true;
          var items = readSession(tenant);
          if (items) store.send('receiveLocalStorage', { items: items });
          if (opts.homeUrl) store.send('updateState', { state: { homeUrl: opts.homeUrl } });
          break;
        }
        case 'updateState': {
          var state = m.state || {};
          // loggedIn false after true: the shopper logged out in the store (or the session ended there),
          // so the session this page keeps must not sign them back in on the next load (issue 26).
          if (state.loggedIn === false && store.state.loggedIn === true) store.forgetSession();
          store.state = Object.assign({}, store.state, state);
          if (state.appSize && typeof state.appSize.height === 'number' && opts.autoHeight !== false) {
            height = Math.max(100, Math.ceil(state.appSize.height));
            if (!fullscreen) setFullscreen(false);
          }
          for (var key in state) emit('tilepix:' + key, state[/** @type {keyof typeof state} */ (key)]);
          break;
        }
        case 'showFrame':
          setFullscreen(true);
          break;
        case 'hideFullscreen':
          setFullscreen(false);
          break;
        case 'navigate':
          // The store checked the address against the tenant's allow-list; a page may still decide.
          if (opts.onNavigate) opts.onNavigate(m.url);
          else if (/^https?:/.test(m.url)) location.assign(m.url);
          break;
        case 'getBase64Img': {
          var request = pending.get(m.requestId);
          if (request) {
            pending.delete(m.requestId);
            if (m.ok) request.resolve(typeof m.data === 'string' ? dataUrlToBlob(m.data) : new Blob([m.data], { type: m.mimeType }));
            else request.reject(new Error('TilePix image: ' + m.error));
          }
          break;
        }
      }
      emit('tilepix:message', m);
      emit('tilepix:' + m.type, m);
    }

    window.addEventListener('message', onMessage);
    mounted.add(store);
    return store;
  }

  /**
   * @param {string} dataUrl
   * @returns {Blob}
   */
  function dataUrlToBlob(dataUrl) {
    var comma = dataUrl.indexOf(',');
    var mime = dataUrl.slice(5, dataUrl.indexOf(';'));
    var binary = atob(dataUrl.slice(comma + 1));
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type: mime });
  }

  function mountAll() {
    var elements = document.querySelectorAll('[data-tilepix-store]');
    for (var i = 0; i < elements.length; i++) mount(/** @type {HTMLElement} */ (elements[i]));
  }

  w.TilePix = {
    version: PROTOCOL,
    origin: storeOrigin,
    mount: mount,
    stores: function () {
      return Array.from(mounted);
    },
    on: function (type, fn) {
      var set = globalListeners.get(type) || new Set();
      globalListeners.set(type, set);
      set.add(fn);
      return function () {
        set.delete(fn);
      };
    },
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
  document.dispatchEvent(new CustomEvent('tilepix:loaded'));
})();
