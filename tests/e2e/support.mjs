// Helpers for the browser end-to-end tests (node --test tests/e2e/*.test.mjs).
//
// - serveDir(): a tiny static file server for the trunk bundle (dist/) on 127.0.0.1.
// - launchBrowser(): headless Debian Chromium driven by playwright-core (never a
//   Playwright-downloaded browser), with the flags these machines need.
// - openApp(): a fresh page that records console errors, page errors and every request,
//   and blocks (and records) any request that would leave the server's origin.
// - useApp(): the usual fixture of a describe block (serve, launch, open; close after).
// - DESKTOP, PHONE: the two screen sizes the tests use; assertNoErrors(): a test's
//   trailer (no console or page errors, nothing left the origin).
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The bundle under test: dist/ unless E2E_DIST names another directory. */
export const DIST_DIR = resolve(process.env.E2E_DIST ?? join(REPO_ROOT, 'dist'));
/** The path the bundle is served under: "/" unless E2E_PUBLIC_URL (the bundle's --public-url) says otherwise. */
export const PUBLIC_URL = process.env.E2E_PUBLIC_URL ?? '/';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', // required by WebAssembly.instantiateStreaming
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `root` on http://127.0.0.1:<free port>/ (GET/HEAD only; "/" and directories
 * serve index.html; unknown paths 404). `prefix` (default PUBLIC_URL, e.g. "/san-juan/")
 * serves the bundle under a sub-path, for a bundle built with `trunk build --public-url <prefix>`.
 * Returns { url, origin, requests, close }; `requests` lists every path asked for.
 */
export async function serveDir(root = DIST_DIR, { prefix = PUBLIC_URL } = {}) {
  root = resolve(root);
  if (!(await stat(join(root, 'index.html')).catch(() => null))) {
    throw new Error(`${root}/index.html not found: build the bundle first (trunk build --release --offline)`);
  }
  if (!prefix.startsWith('/') || !prefix.endsWith('/')) throw new Error(`prefix must start and end with "/": ${prefix}`);
  const requests = [];
  const server = createServer(async (req, res) => {
    requests.push(req.url);
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed');
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return send(400, 'bad request');
    }
    if (!path.startsWith(prefix)) return send(404, 'not found');
    let file = resolve(root, '.' + sep + path.slice(prefix.length));
    if (file !== root && !file.startsWith(root + sep)) return send(403, 'forbidden');
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) return send(404, 'not found');
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': 'no-store',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: origin + prefix,
    requests,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

/** A desktop's viewport, in CSS pixels. */
export const DESKTOP = Object.freeze({ width: 1280, height: 800 });
/** A phone's viewport (an iPhone 12 to 14), in CSS pixels. */
export const PHONE = Object.freeze({ width: 390, height: 844 });

/** The five languages the table speaks, each with a browser locale that picks it. */
export const LANGS = [
  { code: 'en', locale: 'en-GB' },
  { code: 'ru', locale: 'ru-RU' },
  { code: 'uk', locale: 'uk-UA' },
  { code: 'cs', locale: 'cs-CZ' },
  { code: 'zh-Hant', locale: 'zh-TW' },
];

/** Flags for Chromium on these machines (see shared/reference/TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium: $CHROMIUM, else /usr/bin/chromium. */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Opens `url` in a new context of `browser` and watches it. Returns
 * { context, page, consoleErrors, pageErrors, requests, foreignRequests }:
 * console errors (page and its workers), uncaught page errors, every request URL,
 * and the requests that tried to leave `origin` (they are aborted, never sent).
 * `prepare(context)`, if given, runs before the page opens (e.g. a route of its own:
 * routes added later take precedence over the one that blocks other origins).
 * `locale` is the browser's language (navigator.languages, Accept-Language): "en-US"
 * unless given. The expansions' first-time guides (src/table/guide/lessons.rs) are marked seen
 * before the page opens, so their callouts cover nothing in tests about other things;
 * `guides: true` leaves this browser as a first visit finds it (tests/e2e/guide.test.mjs).
 * `timezoneId` (an IANA name) sets the browser's time zone (the machine's unless given).
 */
export async function openApp(browser, url, { origin = new URL(url).origin, prepare, locale = 'en-US', guides = false, timezoneId } = {}) {
  // The browser's language decides the table's on a first visit: English unless a test
  // asks for another (whatever the machine's own locale).
  const context = await browser.newContext({ locale, ...(timezoneId ? { timezoneId } : {}) });
  const consoleErrors = [];
  const consoleMessages = [];
  const pageErrors = [];
  const requests = [];
  const foreignRequests = [];
  const isForeign = (u) => {
    const parsed = new URL(u);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false; // never leave the machine
    return parsed.origin !== origin;
  };
  await context.route('**/*', (route) => {
    const u = route.request().url();
    if (isForeign(u)) {
      foreignRequests.push(u);
      return route.abort('blockedbyclient');
    }
    return route.continue();
  });
  context.on('request', (req) => {
    requests.push(req.url());
    if (isForeign(req.url()) && !foreignRequests.includes(req.url())) foreignRequests.push(req.url());
  });
  const onConsole = (where) => (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`${where}: ${msg.text()}`);
    else consoleMessages.push(`${where} ${msg.type()}: ${msg.text()}`);
  };
  if (!guides) {
    await context.addInitScript(() => {
      if (localStorage.getItem('san-juan.guides.seen') === null) localStorage.setItem('san-juan.guides.seen', '255');
    });
  }
  if (prepare) await prepare(context);
  const page = await context.newPage();
  page.on('console', onConsole('page'));
  page.on('worker', (worker) => worker.on('console', onConsole(`worker ${worker.url()}`)));
  page.on('pageerror', (err) => pageErrors.push(String(err?.stack ?? err)));
  await page.goto(url, { waitUntil: 'load' });
  return { context, page, consoleErrors, consoleMessages, pageErrors, requests, foreignRequests };
}

/**
 * A test's trailer: the page `app` (what `openApp` returns) stayed clean. Never an
 * uncaught page error; no console message at all, of any level (an error, a warning, a
 * log line), unless `console: false` (a test that provokes one, e.g. a file answered
 * 404); no request that tried to leave the origin unless
 * `origin: false`.
 */
export function assertNoErrors(app, { console: withConsole = true, origin = true } = {}) {
  const none = (list, what) => assert.deepEqual(list, [], `${what}:\n${list.join('\n')}`);
  if (withConsole) none(app.consoleErrors, 'console errors');
  if (withConsole) none(app.consoleMessages, 'console messages');
  none(app.pageErrors, 'page errors');
  if (origin) none(app.foreignRequests, 'requests that tried to leave the origin');
}

/**
 * A server and a browser for the enclosing `describe`, for tests that open their own
 * pages: before its tests, serve `root()` (default dist/; a function, so that a
 * directory an earlier `before` makes can be served) and launch Chromium; after them,
 * close the app's context if one was opened into the object (`useApp`), the browser
 * and the server. Returns the object that then holds `server` and `browser`.
 */
export function useBrowser({ root } = {}) {
  const env = {};
  before(async () => {
    env.server = await serveDir(root ? root() : undefined);
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.context?.close();
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/**
 * The usual fixture, registered on the enclosing `describe`: `useBrowser({ root })`,
 * and the app opened in it before the tests (`openApp`, with `prepare`). Returns one
 * object that, once the before hooks have run, holds `server`, `browser` and everything
 * `openApp` returns (`page`, `context`, `consoleErrors`, ...).
 */
export function useApp({ root, prepare } = {}) {
  const app = useBrowser({ root });
  before(async () => {
    Object.assign(app, await openApp(app.browser, app.server.url, { prepare }));
  });
  return app;
}

/** The native command line: $SAN_JUAN_BIN, else target/release/san-juan (built if missing). */
export async function sanJuanBinary() {
  if (process.env.SAN_JUAN_BIN) return process.env.SAN_JUAN_BIN;
  const bin = join(REPO_ROOT, 'target', 'release', 'san-juan');
  if (!existsSync(bin)) {
    await promisify(execFile)('cargo', ['build', '--release', '--bin', 'san-juan'], { cwd: REPO_ROOT, maxBuffer: 1 << 26 });
  }
  return bin;
}
