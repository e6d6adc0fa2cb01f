// @ts-check
/**
 * The development demo page's own script (/dev/embed-demo.js): a visible log of every message both
 * ways, and buttons that send the parent's messages through the embed script's API.
 */
(function () {
  'use strict';
  var log = /** @type {HTMLOListElement} */ (document.getElementById('log'));

  /**
   * @param {string} arrow
   * @param {{ type: string, [field: string]: unknown }} message
   */
  function record(arrow, message) {
    // updateState: its state alone, the fields that changed.
    /** @type {Record<string, unknown>} */
    var fields = {};
    if (message.type === 'updateState' && message.state && typeof message.state === 'object') fields = /** @type {Record<string, unknown>} */ (message.state);
    else
      for (var key in message)
        if (key !== 'type' && key !== 'source' && key !== 'protocol')
          fields[key] = message[key] instanceof ArrayBuffer ? '[ArrayBuffer ' + /** @type {ArrayBuffer} */ (message[key]).byteLength + ' bytes]' : message[key];
    var item = document.createElement('li');
    item.textContent = arrow + ' ' + message.type + (Object.keys(fields).length ? ' ' + JSON.stringify(fields) : '');
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  }

  document.addEventListener('tilepix:message', function (event) {
    record('←', /** @type {CustomEvent} */ (event).detail);
  });
  document.addEventListener('tilepix:sent', function (event) {
    record('→', /** @type {CustomEvent} */ (event).detail);
  });
  document.addEventListener('tilepix:cartCount', function (event) {
    /** @type {HTMLOutputElement} */ (document.getElementById('cart-count')).value = String(/** @type {CustomEvent} */ (event).detail);
  });
  document.addEventListener('tilepix:loggedIn', function (event) {
    /** @type {HTMLOutputElement} */ (document.getElementById('logged-in')).value = /** @type {CustomEvent} */ (event).detail ? 'yes' : 'no';
  });

  /** @returns {import('./embed-api').TilePixStore | undefined} */
  function store() {
    return window.TilePix ? window.TilePix.stores()[0] : undefined;
  }

  /**
   * @param {string} id
   * @param {(s: import('./embed-api').TilePixStore) => void} action
   */
  function onClick(id, action) {
    var button = document.getElementById(id);
    if (button)
      button.addEventListener('click', function () {
        var s = store();
        if (s) action(s);
      });
  }

  onClick('open-profile', function (s) {
    s.openProfile();
  });
  onClick('start-upload', function (s) {
    s.startUpload();
  });
  onClick('builder-closed', function (s) {
    s.notifyBuilderClosed();
  });
  onClick('get-image', function (s) {
    s.getImage().then(
      function (blob) {
        record('✓', { type: 'image', size: blob.size, mimeType: blob.type });
      },
      function (error) {
        record('✗', { type: 'image', error: String(error && error.message) });
      },
    );
  });

  var routeForm = /** @type {HTMLFormElement} */ (document.getElementById('route-form'));
  routeForm.addEventListener('submit', function (event) {
    event.preventDefault();
    var s = store();
    if (s) s.changeRoute(String(new FormData(routeForm).get('path') || '/'));
  });
  var sessionForm = /** @type {HTMLFormElement} */ (document.getElementById('session-form'));
  sessionForm.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = new FormData(sessionForm);
    var s = store();
    if (s) s.handOverSession({ accessToken: String(data.get('accessToken') || ''), refreshToken: String(data.get('refreshToken') || '') });
  });
})();
