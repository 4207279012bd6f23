#!/usr/bin/env node
// Trunk post-build hook (Trunk.toml [[hooks]] stage = "post_build"): turns the staged
// bundle into an offline-capable PWA. Runs after trunk wrote index.html into
// $TRUNK_STAGING_DIR and before that directory replaces dist/.
//
// 1. Content-Security-Policy: index.html carries a <meta http-equiv="Content-Security-Policy">
//    whose script-src has no 'unsafe-inline'. Trunk 0.21 loads the app with an inline
//    <script type="module">; its sha256 is added to script-src here (recomputed on every
//    build, so it always matches). A `trunk serve` build with autoreload gets
//    'unsafe-inline' instead, because trunk rewrites its reload script while serving.
// 2. Build id: a hash over every file of the bundle (or $SAN_JUAN_BUILD_ID / --build-id),
//    written into index.html as <meta name="san-juan-build" content="ID" data-service-worker="on">.
// 3. sw.js at the bundle's root: the service worker with the list of every file of the
//    bundle and its SRI hash, cached under one cache per build id (see serviceWorker()
//    below). Never written by hand. A dev build gets a worker that removes itself.
//
// 0. A release build (trunk sets TRUNK_PROFILE=release) first has its scripts and
//    stylesheets minified: scripts/minify.mjs.
//
// Also runnable by hand on a built bundle (idempotent):
//   node scripts/precache.mjs --dir dist [--build-id ID] [--minify]
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { minifiedScript, minifyBundle } from './minify.mjs';

const SW_FILE = 'sw.js';
const INDEX = 'index.html';
const BUILD_META = 'san-juan-build';
/** Marks an HTML file built by `trunk serve` with autoreload (see trunk's autoreload.js). */
const AUTORELOAD_MARKER = '.well-known/trunk/ws';

const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string' },
    'build-id': { type: 'string' },
    minify: { type: 'boolean' },
  },
});
const dir = opts.dir ?? process.env.TRUNK_STAGING_DIR;
if (!dir) fail('no bundle directory: run as a trunk post_build hook (TRUNK_STAGING_DIR) or pass --dir');
const buildIdOverride = opts['build-id'] ?? process.env.SAN_JUAN_BUILD_ID ?? '';
if (buildIdOverride && !/^[A-Za-z0-9._-]{1,64}$/.test(buildIdOverride)) {
  fail(`build id must match [A-Za-z0-9._-]{1,64}: ${JSON.stringify(buildIdOverride)}`);
}

function fail(message) {
  console.error(`precache: error: ${message}`);
  process.exit(1);
}

const digest = (algorithm, data, encoding = 'base64') => createHash(algorithm).update(data).digest(encoding);

/**
 * Every file under `root` as a "/"-separated path relative to it, sorted; without sw.js
 * and dot-files (e.g. assets/.gitkeep). Walks by hand: readdir's `recursive` option is
 * silently ignored by Node < 18.17.
 */
async function listFiles(root, sub = '') {
  const out = [];
  for (const e of await readdir(join(root, sub), { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const path = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(root, path)));
    else if (e.isFile() && path !== SW_FILE) out.push(path);
  }
  return out.sort();
}

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** sha256 source expressions for every inline <script> (as the browser hashes them). */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    const text = m[2].replace(/\r\n?/g, '\n'); // the HTML parser normalizes newlines
    hashes.push(`'sha256-${digest('sha256', text)}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The attributes of one start tag as a Map (lower-case names; values unescaped), quoted
 * or not: trunk's release build minifies index.html (Trunk.toml `minify`), which drops
 * the quotes and reorders attributes.
 */
function tagAttributes(tag) {
  const attrs = new Map();
  const body = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(/([^\s"'=<>`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    attrs.set(m[1].toLowerCase(), value.replace(/&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  }
  return attrs;
}

/** The CSP meta tag of `html`: its text, where it starts, and its policy. */
function cspMeta(html) {
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = tagAttributes(m[0]);
    if ((attrs.get('http-equiv') ?? '').toLowerCase() === 'content-security-policy' && attrs.has('content')) {
      return { tag: m[0], index: m.index, policy: attrs.get('content') };
    }
  }
  return null;
}

/** Rewrites script-src of the CSP meta tag: `extra` replaces any hashes / 'unsafe-inline'. */
function rewriteCsp(html, extra) {
  const meta = cspMeta(html);
  if (!meta) fail(`${INDEX} has no <meta http-equiv="Content-Security-Policy" content="...">`);
  if (/'unsafe-eval'/.test(meta.policy)) fail("the CSP must not allow 'unsafe-eval'");
  let found = false;
  const directives = meta.policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const [name, ...sources] = d.split(/\s+/);
      if (name.toLowerCase() !== 'script-src') return d;
      found = true;
      const kept = sources.filter((s) => !/^'(sha(256|384|512)-[^']*|unsafe-inline)'$/.test(s));
      return [name, ...kept, ...extra].join(' ');
    });
  if (!found) fail("the CSP has no script-src directive");
  const newPolicy = directives.join('; ');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(newPolicy)}">`;
  return { html: html.slice(0, meta.index) + tag + html.slice(meta.index + meta.tag.length), policy: newPolicy };
}

/** Removes any previous build meta and inserts a new one right after the CSP meta (or <head>). */
function setBuildMeta(html, buildId, serviceWorker) {
  html = html.replace(/[ \t]*<meta\b[^>]*>\n?/gi, (m) => (tagAttributes(m.trim()).get('name') === BUILD_META ? '' : m));
  const tag = `<meta name="${BUILD_META}" content="${escapeAttr(buildId)}" data-service-worker="${serviceWorker ? 'on' : 'off'}" />`;
  const csp = cspMeta(html);
  if (csp) {
    const at = csp.index + csp.tag.length;
    return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
  }
  return html.replace(/<head\b[^>]*>/i, (h) => `${h}\n    ${tag}`);
}

// ---------------------------------------------------------------------------------------
// The service worker. These functions are written into sw.js with Function.prototype.toString,
// so they must be self-contained (no references to anything else in this file).

/* eslint-disable no-restricted-globals */
function serviceWorker(BUILD) {
  // BUILD = { id, files: [{ path, integrity }] }; paths are relative to this script,
  // which sits at the root of the bundle (its scope: the directory of index.html).
  const scopeUrl = new URL('./', self.location.href);
  // Caches are shared by the whole origin: keep each deployment path apart.
  const PREFIX = `san-juan:${scopeUrl.pathname}:`;
  const CACHE = PREFIX + BUILD.id;
  const INDEX_URL = new URL('index.html', scopeUrl).href;
  const PRECACHED = new Set(BUILD.files.map((f) => new URL(f.path, scopeUrl).href));

  // Install: fetch every file of this build into this build's cache. `integrity` makes a
  // file from another build (a stale CDN or HTTP cache, a deployment half-way) fail the
  // install instead of being cached; the browser retries on a later visit.
  self.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(CACHE);
        await Promise.all(
          BUILD.files.map(async ({ path, integrity }) => {
            const url = new URL(path, scopeUrl).href;
            const response = await fetch(new Request(url, { cache: 'no-cache', integrity }));
            if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
            await cache.put(url, response);
          }),
        );
      })(),
    );
    // No skipWaiting() here: a new build waits until the page's banner asks for it.
  });

  // Activate: drop the caches of this path's older builds.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        for (const key of await caches.keys()) {
          if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
        }
      })(),
    );
  });

  self.addEventListener('message', (event) => {
    const msg = event.data || {};
    if (msg.type === 'skip-waiting') {
      self.skipWaiting();
    } else if (msg.type === 'hello') {
      // A page says which build it is. Take control of pages of this very build only
      // (their files are all in this cache); answer with our build id either way.
      event.waitUntil(
        (async () => {
          if (msg.build === BUILD.id) {
            await self.clients.claim().catch(() => {}); // only an active worker may claim
          }
          if (event.ports[0]) event.ports[0].postMessage({ type: 'build', build: BUILD.id });
        })(),
      );
    }
  });

  // Fetch: this build's files from this build's cache (the app shell for navigations to
  // the app's root); anything else goes to the network untouched.
  self.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== scopeUrl.origin) return;
    url.hash = '';
    let key = null;
    if (request.mode === 'navigate') {
      if (url.pathname === scopeUrl.pathname || url.href.split('?')[0] === INDEX_URL) key = INDEX_URL;
    } else if (PRECACHED.has(url.href)) {
      key = url.href;
    }
    if (!key) return;
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        return (await cache.match(key)) || fetch(request);
      })(),
    );
  });
}

/** For development builds (`trunk serve`): removes any service worker and its caches here. */
function retiringServiceWorker() {
  const prefix = `san-juan:${new URL('./', self.location.href).pathname}:`;
  self.addEventListener('install', () => self.skipWaiting());
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        for (const key of await caches.keys()) if (key.startsWith(prefix)) await caches.delete(key);
        await self.registration.unregister();
      })(),
    );
  });
}
/* eslint-enable no-restricted-globals */

// ---------------------------------------------------------------------------------------

const indexPath = join(dir, INDEX);
let html = await readFile(indexPath, 'utf8').catch(() => fail(`${indexPath} not found`));
const dev = html.includes(AUTORELOAD_MARKER);

// 0. The learned evaluation's weights (assets/net/) are built into the bot worker's wasm
// (build.rs, `Network::built_in` in src/ai/net/mod.rs): the copy of assets/ brings the file, which no
// page fetches, so it leaves the bundle instead of being precached for nothing.
await rm(join(dir, 'assets', 'net'), { recursive: true, force: true });

// 0. The worker's loader shim, as trunk writes it, starts wasm-bindgen's glue with the
// wasm's URL as a bare string, which the glue accepts but warns about on the console of
// every bot worker; it takes the object the glue asks for instead.
const LOADER = 'worker_loader.js';
const loader = await readFile(join(dir, LOADER), 'utf8').catch(() => null);
if (loader !== null) {
  const fixed = loader.replace(/wasm_bindgen\(("[^"]+")\)/, 'wasm_bindgen({ module_or_path: $1 })');
  if (fixed === loader && !loader.includes('module_or_path')) fail(`${LOADER}: trunk's loader changed shape: ${loader}`);
  await writeFile(join(dir, LOADER), fixed);
}

// 0. A release build's scripts and stylesheets minified (scripts/minify.mjs).
const minify = !dev && (opts.minify || process.env.TRUNK_PROFILE === 'release');
if (minify) {
  html = await minifyBundle(dir, await listFiles(dir), html);
}

// 1. CSP.
const hashes = inlineScriptHashes(html);
const csp = rewriteCsp(html, dev ? ["'unsafe-inline'"] : hashes);
html = csp.html;

// 2. Build id over every file (index.html without its build meta).
html = setBuildMeta(html, 'pending', !dev);
const files = (await listFiles(dir)).filter((p) => p !== INDEX);
const fileData = new Map();
for (const path of files) fileData.set(path, await readFile(join(dir, path)));
const contentId = digest(
  'sha256',
  JSON.stringify([...files.map((p) => [p, digest('sha256', fileData.get(p))]), [INDEX, digest('sha256', html)]]),
  'hex',
).slice(0, 16);
const buildId = buildIdOverride || contentId;
html = setBuildMeta(html, buildId, !dev);
await writeFile(indexPath, html);
fileData.set(INDEX, Buffer.from(html));

// 3. sw.js.
const manifest = {
  id: buildId,
  // sha256: SRI's shortest hash; sw.js is part of a first visit, and 70 hashes of
  // sha384 are 1.4 KB more that no compression takes off.
  files: [...fileData.keys()].sort().map((path) => ({ path, integrity: `sha256-${digest('sha256', fileData.get(path))}` })),
};
const header = `// Generated by scripts/precache.mjs at build time: do not edit.\n'use strict';\n`;
const sw = dev
  ? `${header}// Development build (trunk serve): no caching; removes any earlier service worker.\n(${retiringServiceWorker})();\n`
  : `${header}(${serviceWorker})(${JSON.stringify(manifest, null, minify ? 0 : 1)});\n`;
await writeFile(join(dir, SW_FILE), minify ? await minifiedScript(sw) : sw);

const bytes = [...fileData.values()].reduce((n, b) => n + b.length, 0);
console.error(
  dev
    ? `precache: development build (trunk serve autoreload): no offline cache; CSP script-src allows 'unsafe-inline'`
    : `precache: build ${buildId}: ${manifest.files.length} files (${Math.round(bytes / 1024)} KiB) in ${SW_FILE}; ` +
        `CSP script-src += ${hashes.length} inline script hash(es)`,
);
