// Registers the service worker (sw.js, written by scripts/precache.mjs at build time)
// and shows a "New version available — reload" banner when a new deployment is waiting.
// A classic script loaded with `defer` from index.html; no inline code (the CSP forbids it).
//
// The build writes <meta name="san-juan-build" content="BUILD_ID" data-service-worker="on|off">
// into index.html. "off" is a `trunk serve` development build (autoreload): then any
// service worker left over on this origin is unregistered and none is registered, so
// dev reloads always show the fresh build.
//
// URLs are resolved against the document base (<base href>, set by trunk's --public-url),
// so the same code works for a bundle served at / or under a sub-path like /san-juan/.
//
// For the UI and the tests: window.sanJuanPwa = { build, checkForUpdate(), updateAvailable },
// and a "san-juan:update-available" event on window when the banner is shown.
(() => {
  'use strict';

  const meta = document.querySelector('meta[name="san-juan-build"]');
  const build = meta ? meta.content : '';
  const enabled = !!meta && meta.dataset.serviceWorker === 'on';
  const swUrl = new URL('sw.js', document.baseURI).href;
  const scope = new URL('./', document.baseURI).href;
  const UPDATE_CHECK_MS = 30 * 60 * 1000;

  const api = {
    build,
    updateAvailable: false,
    /** Asks the browser to look for a new sw.js now (it also does on every navigation). */
    checkForUpdate: async () => {
      const reg = await navigator.serviceWorker?.getRegistration(scope);
      if (reg) await reg.update();
    },
  };
  window.sanJuanPwa = api;

  // Blocked or unavailable service workers (some privacy settings, insecure contexts,
  // sandboxed frames) may leave navigator.serviceWorker undefined even though the
  // property exists: then nothing here runs, and the game works without offline play.
  const container = navigator.serviceWorker;
  if (!container) return;

  if (!enabled) {
    // Development build (or no build metadata): make sure no cached build is served here.
    navigator.serviceWorker
      .getRegistrations()
      .then((regs) => Promise.all(regs.filter((r) => r.scope === scope).map((r) => r.unregister())))
      .catch(() => {});
    return;
  }

  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };

  // A page that was controlled and gets a new controller is now served by another
  // build (the user accepted the update here or in another tab): reload, never mix.
  // The very first claim (page was not controlled yet) changes nothing on the page.
  let controlled = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) reloadOnce();
    controlled = true;
  });

  function showBanner(reg) {
    api.updateAvailable = true;
    if (document.getElementById('sw-update')) return;
    const bar = document.createElement('div');
    bar.id = 'sw-update';
    bar.className = 'sw-update';
    bar.setAttribute('role', 'status');
    // Styles through the CSSOM (allowed by the CSP, unlike style="" markup).
    Object.assign(bar.style, {
      position: 'fixed',
      left: '50%',
      bottom: '1rem',
      transform: 'translateX(-50%)',
      zIndex: '2147483000',
      display: 'flex',
      alignItems: 'center',
      gap: '0.75rem',
      padding: '0.6rem 0.9rem',
      borderRadius: '0.5rem',
      background: '#14505c',
      color: '#fff',
      font: '500 0.95rem system-ui, sans-serif',
      boxShadow: '0 4px 16px rgba(0, 0, 0, 0.35)',
    });
    // The words in the language shown: the app writes them on <html data-update-*>
    // from its message files (src/ui/i18n.rs); English until it has.
    const words = document.documentElement.dataset;
    const text = document.createElement('span');
    text.textContent = words.updateAvailable || 'New version available';
    const button = document.createElement('button');
    button.type = 'button';
    button.id = 'sw-update-reload';
    button.textContent = words.updateReload || 'Reload';
    Object.assign(button.style, {
      font: 'inherit',
      padding: '0.3rem 0.8rem',
      borderRadius: '0.35rem',
      border: '0',
      background: '#e5b53e',
      color: '#1d1d1d',
      cursor: 'pointer',
    });
    button.addEventListener('click', () => {
      button.disabled = true;
      const waiting = reg?.waiting;
      if (!waiting) return reloadOnce(); // the active worker is already the new build
      // Reload once the new worker is active (controlled pages also get controllerchange).
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated') reloadOnce();
      });
      waiting.postMessage({ type: 'skip-waiting' });
    });
    bar.append(text, button);
    (document.body || document.documentElement).append(bar);
    window.dispatchEvent(new CustomEvent('san-juan:update-available', { detail: { build } }));
  }

  function watch(reg) {
    if (!reg) return;
    if (reg.waiting && reg.active) showBanner(reg);
    reg.addEventListener('updatefound', () => {
      const sw = reg.installing;
      if (!sw) return;
      sw.addEventListener('statechange', () => {
        // "installed" while another worker is active = a new build waits for us.
        if (sw.state === 'installed' && reg.active) showBanner(reg);
      });
    });
  }

  // Tells the active worker which build this page is. The worker takes control of the
  // page only if it is the same build, and answers with its own build id: a different
  // one means this page is outdated (e.g. loaded from the network during a deployment).
  function hello(reg) {
    const active = reg?.active;
    if (!active) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      const reply = event.data || {};
      if (reply.build && reply.build !== build) showBanner(reg);
    };
    active.postMessage({ type: 'hello', build }, [channel.port2]);
  }

  async function start() {
    let reg;
    try {
      reg = await navigator.serviceWorker.register(swUrl, { scope });
      if (!reg) throw new Error('no registration returned');
    } catch (err) {
      // No service worker (private mode, file://, plain http on a non-local host...):
      // the game still works, only not offline.
      console.warn('San Juan: service worker not registered:', err);
      return;
    }
    watch(reg);
    try {
      await navigator.serviceWorker.ready;
    } catch {
      return;
    }
    hello(reg);
    const check = () => reg.update().catch(() => {}); // offline: try again later
    window.setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  }

  start().catch((err) => console.warn('San Juan: service worker unavailable:', err));
})();
