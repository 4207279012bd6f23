// Motion that shows what happened (issue 14), in headless Chromium:
// - at the normal pace a whole game: pieces move (ghosts in the motion layer, Web
//   Animations with the id "motion" running), the game finishes; what a bot just did is
//   marked until the person's next decision (a "New" tag on the building, said "Just
//   built." to a screen reader; "N just drawn" beside the hand count; the placard says
//   who took it); no horizontal scroll on a desktop (1280×800) and a phone (390×844)
//   while pieces move; axe-core finds nothing serious with marks shown;
// - with the system's reduced motion: nothing moves, the game still finishes;
// - at the instant pace: nothing moves.
// Screenshots: /tmp/motion-*.png. Run: node --test tests/e2e/motion.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, useApp } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { SEL, T, playFirstChoice, startGame, waitForHumanOrEnd } from './table-page.mjs';

const UI = {
  layer: '[data-testid="motion-layer"]',
  built: '[data-testid="built"]',
  drew: '[data-testid="drew-mark"]',
  speed: '[data-testid="speed"]',
  opponent: '.player[data-seat="1"]',
};

/**
 * Watches the motion layer from now on: counts the pieces put in it and whether a
 * motion animation (Web Animations, id "motion") was running then.
 */
async function watchMotion(page) {
  await page.locator(UI.layer).waitFor({ state: 'attached', timeout: T });
  await page.evaluate((sel) => {
    window.__motion = { ghosts: 0, running: 0 };
    new MutationObserver((records) => {
      for (const r of records) window.__motion.ghosts += r.addedNodes.length;
      const running = document.getAnimations().filter((a) => a.id === 'motion' && a.playState === 'running').length;
      window.__motion.running = Math.max(window.__motion.running, running);
    }).observe(document.querySelector(sel), { childList: true });
  }, UI.layer);
}

/** What the watcher saw, and the layer's own count of animations started. */
async function seen(page) {
  return page.evaluate((sel) => ({
    ...window.__motion,
    played: Number(document.querySelector(sel)?.dataset.played ?? 0),
    now: document.getAnimations().filter((a) => a.id === 'motion').length,
  }), UI.layer);
}

async function assertNoHorizontalScroll(page, where) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    clientWidth: document.scrollingElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${where}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
}

/** Waits until a motion animation runs (a bot's move at the normal pace); false if none came. */
async function motionRunning(page, timeout = 5_000) {
  return page
    .waitForFunction(() => document.getAnimations().some((a) => a.id === 'motion' && a.playState === 'running'), null, { timeout, polling: 'raf' })
    .then(() => true, () => false);
}

describe('the normal pace: pieces move, a bot\'s last move stays marked, the game finishes', () => {
  const app = useApp();

  test('a whole 2-player game against a medium bot', { timeout: 600_000 }, async () => {
    const { page } = app;
    await page.setViewportSize(DESKTOP);
    await startGame(page, { players: 2, bots: ['medium'], speed: 'normal', seed: 77 });
    await watchMotion(page);
    let cityThen = await page.locator(`${UI.opponent} .city > li`).count();
    let markedBuild = 0;
    let markedDraw = 0;
    let roleShown = false;
    let checkedSizes = false;
    let axeDone = false;
    for (let decisions = 0; ; decisions++) {
      assert.ok(decisions < 600, 'no end after 600 decisions');
      // While the bot moves: a piece on its way, at both sizes without horizontal
      // scroll, and once axe-core on the table with pieces moving.
      if (!checkedSizes && decisions > 3 && (await motionRunning(page, 2_000))) {
        checkedSizes = true;
        await page.screenshot({ path: '/tmp/motion-desktop-moving.png' });
        await assertNoHorizontalScroll(page, 'desktop, pieces moving');
        await page.setViewportSize(PHONE);
        if (await motionRunning(page)) await page.screenshot({ path: '/tmp/motion-phone-moving.png' });
        await assertNoHorizontalScroll(page, 'phone, pieces moving');
        await page.setViewportSize(DESKTOP);
      }
      const turn = await waitForHumanOrEnd(page, 60_000);
      if (turn === 'over') break;
      // The bot's builds since the person's last decision are marked "New", in words
      // and to a screen reader.
      const cityNow = await page.locator(`${UI.opponent} .city > li`).count();
      const tags = await page.locator(`${UI.opponent} ${UI.built}`).count();
      assert.ok(tags >= cityNow - cityThen, `${cityNow - cityThen} built, ${tags} marked`);
      if (tags > 0) {
        markedBuild++;
        assert.equal(await page.locator(`${UI.opponent} ${UI.built}`).first().textContent(), 'New');
        assert.ok(await page.locator(`${UI.opponent} ${UI.built}`).first().isVisible());
        assert.ok(
          (await page.locator(UI.opponent).getByRole('button', { name: /Just built\./ }).count()) >= tags,
          'a building just built says so to a screen reader',
        );
        if (markedBuild === 1) await page.screenshot({ path: '/tmp/motion-built-mark.png' });
      }
      const drew = page.locator(`${UI.opponent} ${UI.drew}`);
      if (await drew.count()) {
        markedDraw++;
        assert.match(await drew.textContent(), /^[1-9]\d* just drawn$/);
        if (markedDraw === 1) await page.screenshot({ path: '/tmp/motion-drew-mark.png' });
      }
      // The role a bot took: its placard says so.
      const statuses = await page.locator('.placard .placard-status').allTextContents();
      roleShown ||= statuses.some((s) => /^Taken by Bruno$/.test(s));
      if (!axeDone && tags > 0 && (await drew.count())) {
        axeDone = true;
        // The table at rest (a piece that landed fades in what it became: half-faded
        // text is not what the page shows).
        await page.waitForFunction(() => !document.getAnimations().some((a) => a.id === 'motion' && a.playState === 'running'), null, { timeout: T });
        const findings = await seriousFindings(page);
        assert.equal(findings.length, 0, `axe with marks shown:\n${describeFindings(findings)}`);
      }
      await playFirstChoice(page);
      // The person's decision takes the marks away (the bot's next move is a pace away).
      if ((await page.locator(SEL.table).getAttribute('data-turn')) === 'bot') {
        assert.equal(await page.locator(UI.built).count(), 0, 'the "New" tags went with the decision');
        assert.equal(await page.locator(UI.drew).count(), 0, 'the draw marks went with the decision');
      }
      cityThen = await page.locator(`${UI.opponent} .city > li`).count();
    }
    await page.locator(SEL.scorePad).waitFor({ timeout: T });
    const s = await seen(page);
    assert.ok(s.ghosts > 50, `pieces moved: ${JSON.stringify(s)}`);
    assert.ok(s.running > 0, `motion animations ran: ${JSON.stringify(s)}`);
    assert.ok(s.played >= s.ghosts, `${JSON.stringify(s)}`);
    assert.ok(checkedSizes, 'a piece was seen moving while the bot played');
    assert.ok(markedBuild > 0 && markedDraw > 0, `marks seen: builds ${markedBuild}, draws ${markedDraw}`);
    assert.ok(roleShown, 'a placard said the bot took it');
    assert.ok(axeDone, 'axe-core ran with marks shown');
    // Pieces gone once they landed.
    await page.waitForFunction((sel) => document.querySelector(sel).childElementCount === 0, UI.layer, { timeout: T });
    assertNoErrors(app, { origin: false });
  });
});

describe('reduced motion: nothing moves, the game still finishes', () => {
  const app = useApp();

  test('a 2-player game with prefers-reduced-motion: reduce', { timeout: 300_000 }, async () => {
    const { page } = app;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.ok(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches));
    await startGame(page, { players: 2, bots: ['medium'], speed: 'normal', seed: 78 });
    await watchMotion(page);
    // Some decisions at the normal pace (the bot moves between them): nothing moves,
    // the marks still say what the bot did...
    let marks = 0;
    for (let i = 0; i < 15; i++) {
      if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
      marks += await page.locator(`${UI.built}, ${UI.drew}`).count();
      await playFirstChoice(page);
    }
    assert.deepEqual(await seen(page), { ghosts: 0, running: 0, played: 0, now: 0 });
    assert.ok(marks > 0, 'the marks show with reduced motion');
    // ... then to the end at the instant pace.
    await page.locator(UI.speed).selectOption('instant');
    for (let i = 0; i < 2000; i++) {
      if ((await waitForHumanOrEnd(page)) === 'over') break;
      await playFirstChoice(page);
    }
    await page.locator(SEL.scorePad).waitFor({ timeout: T });
    assert.deepEqual(await seen(page), { ghosts: 0, running: 0, played: 0, now: 0 });
  });
});

describe('the instant pace: nothing moves', () => {
  const app = useApp();

  test('a whole 2-player game at the instant pace', { timeout: 300_000 }, async () => {
    const { page } = app;
    await startGame(page, { players: 2, bots: ['medium'], speed: 'instant', seed: 79 });
    await watchMotion(page);
    let marks = 0;
    for (let i = 0; i < 2000; i++) {
      if ((await waitForHumanOrEnd(page)) === 'over') break;
      marks += await page.locator(`${UI.built}, ${UI.drew}`).count();
      await playFirstChoice(page);
    }
    await page.locator(SEL.scorePad).waitFor({ timeout: T });
    assert.deepEqual(await seen(page), { ghosts: 0, running: 0, played: 0, now: 0 });
    assert.ok(marks > 0, 'the marks show at any pace');
  });
});
