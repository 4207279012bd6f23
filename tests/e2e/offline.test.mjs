// The static site as an offline-capable PWA (docs/DEPLOY.md), in headless Chromium:
// - the web app manifest is valid (Chromium's own parser) and its icons exist, as PNGs of
//   the declared pixel sizes;
// - the service worker takes control of the page and caches every file of the build;
// - with the network off and the server's files gone, a reload still loads the game, and
//   the game's web worker still runs (its files are not hashed: they come from the cache
//   of this build);
// - a second deployment on the same URL: the open page keeps running its own build (no
//   mixing) and shows "New version available"; its Reload button loads the new build;
// - no CSP violations, console errors or requests to other origins along the way.
// Run: node --test tests/e2e/offline.test.mjs (E2E_DIST / E2E_PUBLIC_URL as for the other tests).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { DIST_DIR, REPO_ROOT, assertNoErrors, openApp, useApp } from './support.mjs';
import { SEL, T, botTotals, playFirstChoice, startGame, waitForHumanOrEnd } from './table-page.mjs';

// Everything this test knows about the page, in one place. The game's own selectors
// and actions come from the game tests' page object (table-page.mjs).
const UI = {
  heading: SEL.heading, // "San Juan", on every screen
  start: SEL.start, // the new-game form's Start button
  table: SEL.table, // the table once a game runs
  updateBanner: '#sw-update', // assets/sw-register.js: "New version available"
  updateReload: '#sw-update-reload', // its Reload button
  buildMeta: 'meta[name="san-juan-build"]', // scripts/precache.mjs: this page's build id
};
const SW_FILE = 'sw.js';

const run = promisify(execFile);

/** Every file of a bundle (relative "/" paths), as the service worker must cache them. */
async function bundleFiles(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath ?? e.path, e.name)).split(sep).join('/'))
    .filter((p) => p !== SW_FILE && !p.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf) {
  assert.ok(buf.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])), 'not a PNG');
  assert.equal(buf.subarray(12, 16).toString('latin1'), 'IHDR');
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

const pageBuild = (page) => page.locator(UI.buildMeta).getAttribute('content');

/**
 * The game loads and its bot worker works: the new-game form (or a table) shows; a game
 * against a hard bot starts, and the human plays until the bot has searched a move in
 * the worker (the page's in-page fallback bot does no searches).
 */
async function exerciseApp(page) {
  const heading = page.locator(UI.heading).first();
  await heading.waitFor({ timeout: T });
  assert.equal((await heading.textContent()).trim(), 'San Juan');
  if (await page.locator(UI.start).count()) {
    await startGame(page, { players: 2, bots: ['hard'], speed: 'instant', seed: 1 });
  }
  await page.locator(UI.table).waitFor({ timeout: T });
  // Hard-bot searches done in the worker (the page's in-page fallback bot does none).
  const searches = async () => (await botTotals(page)).searches;
  for (let i = 0; i < 20 && (await searches()) === 0; i++) {
    if ((await waitForHumanOrEnd(page)) === 'over') break;
    await playFirstChoice(page);
  }
  assert.ok((await searches()) > 0, 'the bot never searched a move in the worker');
  assert.equal((await botTotals(page)).inPage, false, 'the bots fell back to the page');
}

describe('offline PWA: manifest, service worker, offline reload, new deployment', () => {
  let tmp; // a copy of the bundle is served from tmp/site, so the test can "deploy" into it
  let site;
  let firstBuild;

  before(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'san-juan-offline-'));
    site = join(tmp, 'site');
    await cp(DIST_DIR, site, { recursive: true });
  });
  const app = useApp({ root: () => site });
  before(async () => {
    firstBuild = await pageBuild(app.page);
  });

  after(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  test('the page carries a build id and a CSP without unsafe-eval', async () => {
    assert.match(firstBuild ?? '', /^[A-Za-z0-9._-]+$/);
    assert.equal(await app.page.locator(UI.buildMeta).getAttribute('data-service-worker'), 'on');
    const csp = await app.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.ok(csp, 'no CSP meta tag');
    assert.doesNotMatch(csp, /'unsafe-eval'/);
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    assert.doesNotMatch(scriptSrc, /'unsafe-inline'/);
    assert.match(scriptSrc, /'sha256-[A-Za-z0-9+/=]+'/, 'trunk\'s inline loader hash is missing');
  });

  test('the web app manifest is valid and its icons have the declared sizes', async () => {
    const { page } = app;
    const manifestUrl = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.href);
    assert.ok(manifestUrl, 'no <link rel="manifest">');
    const res = await fetch(manifestUrl);
    assert.equal(res.status, 200);
    const manifest = await res.json();
    assert.equal(manifest.name, 'San Juan');
    assert.ok(manifest.short_name && manifest.short_name.length <= 12, `short_name: ${manifest.short_name}`);
    assert.equal(manifest.display, 'standalone');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
    // Relative start_url and scope: both must be the app's own URL, wherever it is served.
    assert.ok(!/^(\/|[a-z]+:)/i.test(manifest.start_url), `start_url is not relative: ${manifest.start_url}`);
    assert.ok(!/^(\/|[a-z]+:)/i.test(manifest.scope), `scope is not relative: ${manifest.scope}`);
    assert.equal(new URL(manifest.start_url, manifestUrl).href, app.server.url);
    assert.equal(new URL(manifest.scope, manifestUrl).href, app.server.url);

    const wanted = new Set(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const iconRes = await fetch(new URL(icon.src, manifestUrl));
      assert.equal(iconRes.status, 200, `icon ${icon.src}`);
      const body = Buffer.from(await iconRes.arrayBuffer());
      if (icon.type === 'image/png') {
        const [w, h] = pngSize(body);
        assert.equal(`${w}x${h}`, icon.sizes, `${icon.src} is ${w}x${h}, declared ${icon.sizes}`);
        for (const purpose of (icon.purpose ?? 'any').split(/\s+/)) wanted.delete(`${icon.sizes} ${purpose}`);
      }
    }
    assert.deepEqual([...wanted], [], 'missing PNG icons');

    // Chromium's own manifest parser, in a page of its own: after Page.getAppManifest the
    // context's next service-worker update check stalls for a minute (seen with Chromium
    // and playwright-core's request routing), which would slow the deployment test below.
    const probe = await openApp(app.browser, app.server.url);
    try {
      const cdp = await probe.context.newCDPSession(probe.page);
      const parsed = await cdp.send('Page.getAppManifest');
      assert.equal(parsed.url, manifestUrl);
      assert.deepEqual(parsed.errors, []);
      await cdp.detach();
      assertNoErrors(probe);
    } finally {
      await probe.context.close();
    }
  });

  test('the service worker controls the page and has cached every file of the build', async () => {
    const { page, context } = app;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: T });
    const info = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      const keys = await caches.keys();
      const cached = {};
      for (const key of keys) cached[key] = (await (await caches.open(key)).keys()).map((r) => r.url);
      return { script: navigator.serviceWorker.controller.scriptURL, scope: reg.scope, cached };
    });
    assert.equal(info.script, new URL(SW_FILE, app.server.url).href);
    assert.equal(info.scope, app.server.url);
    const cacheName = `san-juan:${new URL(app.server.url).pathname}:${firstBuild}`;
    assert.deepEqual(Object.keys(info.cached), [cacheName]);
    const expected = (await bundleFiles(site)).map((p) => new URL(p, app.server.url).href).sort();
    assert.deepEqual([...info.cached[cacheName]].sort(), expected);

    // Chromium agrees that this is an installable app (manifest + service worker).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test browser contexts are incognito-like profiles, where nothing is ever installable.
    assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== 'in-incognito'), []);
    await cdp.detach();
  });

  test('with the network off and the files gone from the server, the game still loads and runs', async () => {
    const { page, context } = app;
    const away = join(tmp, 'away');
    await rename(site, away); // the server now answers 404 to everything
    await context.setOffline(true);
    const seenByServer = app.server.requests.length;
    try {
      await page.reload({ waitUntil: 'load' });
      assert.equal(await pageBuild(page), firstBuild);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: T });
      await exerciseApp(page);
      // Every file of the build, including the (unhashed) worker files, comes from the cache.
      const files = await bundleFiles(away);
      const failures = await page.evaluate(async (paths) => {
        const bad = [];
        for (const p of paths) {
          const r = await fetch(new URL(p, document.baseURI)).catch((e) => ({ ok: false, status: String(e) }));
          if (!r.ok) bad.push(`${p}: ${r.status}`);
        }
        return bad;
      }, files);
      assert.deepEqual(failures, []);
      // The one request allowed through: the browser's own update check for sw.js. By the
      // Service Worker spec it never goes through the service worker, and Chromium makes it
      // from the browser process, which Playwright's offline emulation does not cover;
      // whether it lands before this line is a matter of timing (it did once in CI). It gets
      // a 404 here, which must leave the installed worker in place (checked below).
      const swPath = new URL(SW_FILE, app.server.url).pathname;
      const reached = app.server.requests.slice(seenByServer).filter((path) => new URL(path, app.server.url).pathname !== swPath);
      assert.deepEqual(reached, [], 'requests reached the server while offline');
      const active = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null);
      assert.equal(active, new URL(SW_FILE, app.server.url).href, 'the installed service worker went away');
    } finally {
      await context.setOffline(false);
      await rename(away, site);
    }
  });

  test('a new deployment: the open page keeps its build and offers "New version available — reload"', async () => {
    const { page } = app;
    // Deployment 2: the same bundle with a changed (unhashed) worker script, re-stamped by
    // the post-build hook with another build id, exactly as a rebuild would be (a full
    // trunk rebuild takes minutes and would only also change hashed file names).
    const next = join(tmp, 'next');
    await cp(site, next, { recursive: true });
    const marker = `// e2e: deployment 2 (${Date.now()})\n`;
    const workerJs = join(next, 'worker.js');
    await writeFile(workerJs, (await readFile(workerJs, 'utf8')) + marker);
    const secondBuild = `e2e-second-${Date.now()}`;
    await run(process.execPath, [join(REPO_ROOT, 'scripts/precache.mjs'), '--dir', next, '--build-id', secondBuild]);
    assert.notEqual(secondBuild, firstBuild);
    // Deploy: replace the served files.
    await rm(site, { recursive: true });
    await rename(next, site);

    // The page checks for a new service worker (it also does so periodically and when it
    // becomes visible again; the browser on every navigation).
    await page.evaluate(() => window.sanJuanPwa.checkForUpdate());
    const banner = page.locator(UI.updateBanner);
    await banner.waitFor({ timeout: T });
    assert.match(await banner.textContent(), /New version available/);

    // Until the user reloads, the page runs its own build: its worker script is the old one.
    assert.equal(await pageBuild(page), firstBuild);
    const oldWorker = await page.evaluate(async () => (await fetch(new URL('worker.js', document.baseURI))).text());
    assert.ok(!oldWorker.includes(marker), 'the old page was served the new worker.js');

    await Promise.all([page.waitForEvent('load', { timeout: T }), page.locator(UI.updateReload).click()]);
    await page.locator(UI.buildMeta).waitFor({ state: 'attached', timeout: T });
    assert.equal(await pageBuild(page), secondBuild);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: T });
    const after = await page.evaluate(async () => ({
      worker: await (await fetch(new URL('worker.js', document.baseURI))).text(),
      caches: await caches.keys(),
      banner: !!document.querySelector('#sw-update'),
    }));
    assert.ok(after.worker.includes(marker), 'the new page runs the old worker.js');
    assert.deepEqual(after.caches, [`san-juan:${new URL(app.server.url).pathname}:${secondBuild}`]);
    assert.equal(after.banner, false);
    await exerciseApp(page);
  });

  test('no CSP violations, console errors or page errors; nothing left the origin', () => {
    assertNoErrors(app);
  });
});
