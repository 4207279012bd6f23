// Smoke test of the whole pipeline: the trunk bundle loads, Yew renders the new-game
// form, a game starts, and a bot move comes back from the gloo-worker Web Worker
// (loaded through trunk's loader shim, relative to the page: this test also runs with
// the bundle served under a sub-path). Run: node --test tests/e2e/*.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, useApp } from './support.mjs';
import { SEL, T, playFirstChoice, startGame, waitForHumanOrEnd } from './table-page.mjs';

describe('smoke: app + worker', () => {
  const app = useApp();

  test('renders the heading and the new-game form', async () => {
    const heading = app.page.getByRole('heading', { level: 1 });
    await heading.waitFor({ timeout: T });
    assert.equal((await heading.textContent()).trim(), 'San Juan');
    assert.ok(await app.page.locator(SEL.start).isEnabled());
  });

  test('a bot move comes from the worker', async () => {
    const { page } = app;
    await startGame(page, { players: 2, bots: ['medium'], speed: 'instant', seed: 1 });
    // Play until the bot has made a move (it may be the governor, or move after us).
    const botMoved = () =>
      page.locator(`${SEL.log} li`).evaluateAll((lis) => lis.some((li) => /^Bruno (chose|built|produced|sold|drew)/.test(li.textContent)));
    for (let i = 0; i < 20 && !(await botMoved()); i++) {
      if ((await waitForHumanOrEnd(page)) === 'over') break;
      await playFirstChoice(page);
    }
    assert.ok(await botMoved(), 'the bot never moved');
    assert.equal(await page.locator(SEL.table).getAttribute('data-in-page'), 'false', 'the bot played in the page');
    assert.ok(
      app.requests.some((u) => new URL(u).pathname.endsWith('/worker_loader.js')),
      `worker_loader.js was never requested: ${app.requests.join(', ')}`,
    );
  });

  test('no console errors, no page errors, nothing left the origin', () => {
    assertNoErrors(app);
  });
});
