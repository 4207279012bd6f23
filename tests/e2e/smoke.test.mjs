// Smoke test of the whole pipeline: the trunk bundle loads, Yew renders, and the
// gloo-worker Web Worker answers a message. Run: node --test tests/e2e/*.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, serveDir } from './support.mjs';

describe('smoke: app + worker', () => {
  let server;
  let browser;
  let app;

  before(async () => {
    server = await serveDir();
    browser = await launchBrowser();
    app = await openApp(browser, server.url);
  });

  after(async () => {
    await app?.context.close();
    await browser?.close();
    await server?.close();
  });

  test('renders the heading', async () => {
    const heading = app.page.getByRole('heading', { level: 1 });
    await heading.waitFor({ timeout: 30_000 });
    assert.equal((await heading.textContent()).trim(), 'San Juan');
  });

  test('the worker answers the button', async () => {
    const { page } = app;
    const reply = page.locator('#worker-reply');
    await page.locator('#ping-worker').click();
    await page.waitForFunction(
      () => document.querySelector('#worker-reply')?.textContent.includes('Worker replied: 1'),
      null,
      { timeout: 30_000 },
    );
    // Second round trip: the page sends back the last reply, the worker adds one.
    await page.locator('#ping-worker').click();
    await page.waitForFunction(
      () => document.querySelector('#worker-reply')?.textContent.includes('Worker replied: 2'),
      null,
      { timeout: 30_000 },
    );
    assert.equal((await reply.textContent()).trim(), 'Worker replied: 2');
    // The worker was loaded through trunk's loader shim, relative to the page.
    assert.ok(
      app.requests.some((u) => new URL(u).pathname.endsWith('/worker_loader.js')),
      `worker_loader.js was never requested: ${app.requests.join(', ')}`,
    );
  });

  test('no console errors, no page errors, nothing left the origin', () => {
    assert.deepEqual(app.consoleErrors, []);
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.foreignRequests, []);
  });
});
