// The bot workers' pool: the page starts one bot worker per core but one (two on a
// 2-core device), a hard bot's decision is searched in every worker and the answers
// merged (the iterations per decision add up), the hint too; the expert thinks its
// full time even at the instant pace, with a bar filling meanwhile.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, useApp } from './support.mjs';
import { SEL, T, botTotals, playFirstChoice, startGame, waitForHumanOrEnd } from './table-page.mjs';

/** The page believes it runs on `n` cores (before any script of the page runs). */
const cores = (n) => (context) =>
  context.addInitScript((k) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => k }), n);

/** Plays the person's decisions until the bots have searched `searches` times. */
async function playUntilSearched(page, searches) {
  for (let i = 0; i < 40 && (await botTotals(page)).searches < searches; i++) {
    if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
    await playFirstChoice(page);
  }
}

describe('a pool of bot workers on a 4-core device', () => {
  const app = useApp({ prepare: cores(4) });

  test('three workers search each hard decision and their answers merge', async () => {
    const { page } = app;
    await startGame(page, { players: 2, bots: ['hard'], speed: 'instant', seed: 5 });
    await playUntilSearched(page, 3);
    const s = await botTotals(page);
    assert.equal(s.workers, 3);
    assert.equal(s.inPage, false);
    assert.ok(s.searches >= 3, `searches: ${s.searches}`);
    // Each worker runs at least HARD_MIN_ITERATIONS (16) per decision: merged, 48 or more.
    assert.ok(s.iterations / s.searches >= 48, `iterations per decision: ${s.iterations / s.searches}`);
    assert.ok(s.memory > 0, 'no worker reported its memory');
    assert.equal(page.workers().length, 3, `dedicated workers: ${page.workers().map((w) => w.url())}`);
  });

  test('the hint comes from the pool', async () => {
    const { page } = app;
    if ((await waitForHumanOrEnd(page, 60_000)) === 'over') return;
    await page.locator('[data-testid="hint"]').click();
    const text = page.locator('[data-testid="hint-text"]');
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.thinking === 'false', '[data-testid="hint-text"]', { timeout: T });
    assert.ok((await text.textContent()).trim().length > 0);
  });

  test('no console errors, no page errors, nothing left the origin', () => assertNoErrors(app));
});

describe('the expert on a 2-core device', () => {
  const app = useApp({ prepare: cores(2) });

  test('thinks its full time at the instant pace, a bar filling meanwhile', async () => {
    const { page } = app;
    await startGame(page, { players: 2, bots: ['expert'], speed: 'instant', seed: 8 });
    // Wait for the expert's turn to search: the bar shows while it thinks.
    for (let i = 0; i < 10; i++) {
      const turn = await page.locator(SEL.table).getAttribute('data-turn');
      if (turn === 'bot' && (await page.locator('[data-testid="thinking-bar"]').count()) > 0) break;
      if (turn === 'you') await playFirstChoice(page);
      else await page.waitForTimeout(100);
    }
    await page.locator('[data-testid="thinking-bar"]').waitFor({ timeout: T });
    await playUntilSearched(page, 2);
    const s = await botTotals(page);
    assert.equal(s.workers, 2);
    assert.ok(s.searches >= 2);
    // Each search of each worker ran its 3 s (the slowest worker's time is the move's).
    assert.ok(s.millis / s.searches >= 2_900, `ms per search: ${s.millis / s.searches}`);
  });

  test('no console errors, no page errors, nothing left the origin', () => assertNoErrors(app));
});
