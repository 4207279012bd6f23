// The game review (issue 26), in headless Chromium:
// - at the end of a 2-player game, "Review this game" opens the finished game as a
//   replay with the review beside it: a progress bar with the decisions weighed (the
//   table stays usable: the replay's step buttons answer meanwhile), then the figure,
//   the win-share graph (figures in words) and the marked decisions;
// - a click on a mark moves the replay to that decision and shows the answer played
//   beside the hard bot's with their shares in words; axe-core finds nothing serious;
// - opened again, the kept review shows at once; the same on a phone (390 px) without
//   horizontal scroll; cancel stops a review; the new-game screen lists the finished
//   game, whose Review opens it again with the person's seat reviewed;
// - the graph's y axis title does not overlap its top tick label, in every language;
// - 5 to 8 players with the Events and the New Buildings (6 on a desktop, 8 on a phone):
//   the whole review, its figure and graph, a mark clicked, axe, no sideways scroll.
// The game is between bots for the person's seat too: seed 5 against an easy bot at the
// instant pace, the person playing the first legal choice, so marks are likely.
// With E2E_FULL=1 also the speed measurement (docs/REVIEW.md): a 2- and a 4-player
// game's review timed, and the page's long tasks (over 50 ms) while it runs.
// Run: node --test tests/e2e/review.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, useApp } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { T, playToTheEnd, startGame } from './table-page.mjs';

const UI = {
  start: '[data-testid="review-start"]',
  review: '[data-testid="review"]',
  progress: '[data-testid="review-progress"]',
  cancel: '[data-testid="review-cancel"]',
  summary: '[data-testid="review-summary"]',
  graph: '[data-testid="review-graph"]',
  mark: '[data-testid="review-mark"]',
  comparison: '[data-testid="review-comparison"]',
  step: '[data-testid="replay-step"]',
  back: '[data-testid="replay-back"]',
  seat: '[data-testid="review-seat"]',
};
/** How long a whole review may take here (the target is 30 s for 2 players). */
const REVIEW_T = 120_000;

async function assertAxeClean(page, where) {
  const findings = await seriousFindings(page);
  assert.deepEqual(findings, [], `${where}:\n${describeFindings(findings)}`);
}

async function assertNoHorizontalScroll(page, where) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    clientWidth: document.scrollingElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${where}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
}

/**
 * The graph's y axis title ("Won (%)") and its top tick label ("100") do not overlap:
 * their boxes in the page, in each language (the replay's language select), ending in
 * English.
 */
async function assertAxisTitleClear(page, where) {
  for (const code of ['ru', 'uk', 'cs', 'zh-Hant', 'en']) {
    await page.locator('[data-testid="replay"] [data-testid="lang"]').selectOption(code);
    await page.waitForFunction((c) => document.documentElement.lang === c, code, { timeout: T });
    const { title, tick } = await page.evaluate(() => {
      const plot = document.querySelector('[data-testid="review-graph"] .vp-plot');
      const box = (el) => {
        const { left, right, top, bottom } = el.getBoundingClientRect();
        return { text: el.textContent, left, right, top, bottom };
      };
      const ticks = [...plot.querySelectorAll('.vp-tick')].map(box);
      return { title: box(plot.querySelector('.vp-axis-title')), tick: ticks.reduce((a, b) => (b.top < a.top ? b : a)) };
    });
    assert.equal(tick.text, '100', `${where}, ${code}: the top tick`);
    const apart = title.bottom <= tick.top || tick.bottom <= title.top || title.right <= tick.left || tick.right <= title.left;
    assert.ok(apart, `${where}, ${code}: the axis title ${JSON.stringify(title)} overlaps the top tick ${JSON.stringify(tick)}`);
  }
}

/** Waits for the review to finish; returns how long it took in ms and the progress seen. */
async function reviewed(page) {
  const started = Date.now();
  const progress = await page.locator(UI.progress).waitFor({ timeout: T }).then(() => true, () => false);
  await page.locator(UI.summary).waitFor({ timeout: REVIEW_T });
  return { millis: Date.now() - started, progress };
}

/** Clicks the first mark (or, without one, nothing) and checks the replay moved there. */
async function clickFirstMark(page, where) {
  const marks = page.locator(UI.mark);
  if ((await marks.count()) === 0) return false;
  const step = Number(await marks.first().getAttribute('data-step'));
  await marks.first().click();
  await page.locator(`${UI.step}[data-step="${step}"]`).waitFor({ timeout: T });
  const said = (await page.locator(UI.comparison).allTextContents()).join(' ');
  assert.match(said, /Played: .+\d+% of the playouts after it were won/, `${where}: ${said}`);
  assert.match(said, /(The hard bot would choose: .+\d+% were won)|(would choose the same)/, `${where}: ${said}`);
  return true;
}

/**
 * Starts recording the page's long tasks (PerformanceObserver 'longtask'), each with the
 * phase of the review it fell in: `start` (from the click to the first decision weighed),
 * `weighing`, `end` (after the last decision came in), `mark` (after a click on a mark),
 * so a long task can be traced to its work.
 */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__phase = 'start';
    // One observer per page (a second would count every task twice).
    if (!window.__longTasks) {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(`${window.__phase}:${Math.round(e.duration)}`);
      }).observe({ type: 'longtask' });
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="review-progress"]');
        if (bar && Number(bar.dataset.done) > 0 && window.__phase === 'start') window.__phase = 'weighing';
        if (document.querySelector('[data-testid="review-summary"]') && window.__phase === 'weighing') window.__phase = 'end';
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    }
    window.__longTasks = [];
  });
}

describe('the game review', () => {
  const app = useApp();

  test('finish a game, review it, click a mark; then on a phone', { timeout: 600_000 }, async () => {
    const { page } = app;
    await page.setViewportSize(DESKTOP);
    await startGame(page, { players: 2, bots: ['easy'], speed: 'instant', seed: 5 });
    await playToTheEnd(page);
    await page.locator(UI.start).click();
    await page.locator(UI.review).waitFor({ timeout: T });
    // The replay answers while the workers weigh.
    await page.locator(UI.back).click();
    const { millis, progress } = await reviewed(page);
    console.log(`review of a 2-player game: ${(millis / 1000).toFixed(1)} s`);
    assert.ok(progress, 'the progress bar showed');
    // The person kept the default name: the title says "your", not "You's".
    assert.equal(await page.locator(`${UI.review} h2`).textContent(), 'Review of your decisions');
    assert.equal(await page.locator('[data-testid="replay"] [data-testid="lang"]').count(), 1, 'one language select in a replay');
    assert.match(await page.locator(UI.summary).textContent(), /Accuracy \d/);
    const said = await page.locator(`${UI.graph} .visually-hidden`).textContent();
    assert.match(said, /in percent: \d/);
    const marked = await clickFirstMark(page, 'desktop');
    console.log(`marks: ${await page.locator(UI.mark).count()}, clicked: ${marked}`);
    await assertAxeClean(page, 'desktop review');
    await assertAxisTitleClear(page, 'desktop');

    // Again: the kept review, at once.
    await page.locator(UI.seat).click();
    await page.locator(UI.summary).waitFor({ timeout: 2_000 });

    // A phone, the same review (kept in this browser).
    await page.setViewportSize(PHONE);
    await page.locator(UI.graph).scrollIntoViewIfNeeded();
    await assertNoHorizontalScroll(page, 'phone review');
    await assertAxisTitleClear(page, 'phone');
    await clickFirstMark(page, 'phone');
    await assertAxeClean(page, 'phone review');

    // Cancel: another seat's review stops.
    await page.locator('[data-testid="replay-seat"]').selectOption('1');
    await page.locator(UI.seat).click();
    assert.match(await page.locator(`${UI.review} h2`).textContent(), /^Review of \S.*'s decisions$/);
    await page.locator(UI.cancel).click();
    await page.locator(UI.review).waitFor({ state: 'detached', timeout: T });

    // The new-game screen lists the finished game (kept in this browser); its Review
    // opens it with the person's seat's kept review.
    await page.setViewportSize(DESKTOP);
    await page.locator('[data-testid="replay-close"]').click();
    const recent = page.locator('[data-testid="recent-review"]');
    await recent.first().waitFor({ timeout: T });
    assert.equal(await recent.count(), 1);
    assert.match(await page.locator('[data-testid="recent-games"] li').first().textContent(), /\d+ VP/);
    assert.ok(await page.evaluate(() => localStorage.getItem('san-juan.recent')), 'the game is kept in this browser');
    await recent.first().click();
    await page.locator(UI.summary).waitFor({ timeout: 2_000 });
    assert.equal(await page.locator('[data-testid="replay-seat"]').inputValue(), '0', 'the person\'s seat');
    assertNoErrors(app);
  });
});

describe('the review of a game of 5 to 8 players with the Events and the New Buildings', () => {
  const app = useApp();
  const GAMES = [
    { size: 'desktop', viewport: DESKTOP, players: 6, edition: 'second', seed: 61 },
    { size: 'phone', viewport: PHONE, players: 8, edition: 'first', seed: 83 },
  ];
  for (const { size, viewport, players, edition, seed } of GAMES) {
    test(`${size}: a ${players}-player game reviewed`, { timeout: 900_000 }, async () => {
      const { page } = app;
      await page.setViewportSize(viewport);
      const close = page.locator('[data-testid="replay-close"]');
      if (await close.count()) await close.click();
      const bots = Array(players - 1).fill('easy');
      await startGame(page, { players, bots, speed: 'instant', seed, edition, events: true, newBuildings: true });
      await playToTheEnd(page);
      await page.locator(UI.start).click();
      await page.locator(UI.review).waitFor({ timeout: T });
      const started = Date.now();
      await page.locator(UI.summary).waitFor({ timeout: 600_000 });
      console.log(`review of a ${players}-player game with the Events (${size}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
      assert.equal(await page.locator(`${UI.review} h2`).textContent(), 'Review of your decisions');
      assert.match(await page.locator(UI.summary).textContent(), /Accuracy \d/);
      const said = await page.locator(`${UI.graph} .visually-hidden`).textContent();
      const weighed = Number(/at each of the (\d+) decisions/.exec(said)?.[1]);
      const figures = /in percent: (.*)\./.exec(said)?.[1].split(/,\s*/) ?? [];
      assert.ok(weighed >= 10, `only ${weighed} decisions weighed: ${said}`);
      assert.equal(figures.length, weighed, `a share for each decision weighed: ${said}`);
      assert.ok(figures.every((f) => Number(f) >= 0 && Number(f) <= 100), `shares in range: ${said}`);
      await clickFirstMark(page, size);
      await assertNoHorizontalScroll(page, `${size} review`);
      await assertAxeClean(page, `${size} review of ${players} players`);
      assertNoErrors(app);
    });
  }
});

describe('the review\'s speed (E2E_FULL=1)', { skip: !process.env.E2E_FULL }, () => {
  const app = useApp();

  for (const players of [2, 4]) {
    test(`a ${players}-player game's review`, { timeout: 900_000 }, async () => {
      const { page } = app;
      await page.setViewportSize(DESKTOP);
      const close = page.locator('[data-testid="replay-close"]');
      if (await close.count()) await close.click();
      await startGame(page, { players, bots: Array(players - 1).fill('easy'), speed: 'instant', seed: 40 + players });
      await playToTheEnd(page);
      await watchLongTasks(page);
      await page.locator(UI.start).click();
      const { millis } = await reviewed(page);
      await page.waitForTimeout(500);
      await page.evaluate(() => { window.__phase = 'mark'; });
      if (await page.locator(UI.mark).count()) await page.locator(UI.mark).first().click();
      await page.waitForTimeout(500);
      const longTasks = await page.evaluate(() => window.__longTasks);
      const total = await page.locator(UI.progress).count();
      const summary = await page.locator(UI.summary).textContent();
      console.log(`review of a ${players}-player game: ${(millis / 1000).toFixed(1)} s (${summary}); long tasks (phase:ms): ${JSON.stringify(longTasks)}`);
      assert.ok(millis <= (players === 2 ? 30_000 : 60_000), `${millis} ms`);
      assert.ok(total === 0, 'the review finished');
      assert.ok(longTasks.every((t) => Number(t.split(':')[1]) <= 50), `long tasks ${longTasks}`);
      assertNoErrors(app);
    });
  }
});
