// Accessibility in headless Chromium: axe-core (from npm, its source evaluated in the
// page; nothing from another origin) finds nothing serious or critical on the new-game
// screen, on the table all along a 4-player game with the New Buildings, and on the
// score pad at its end, each on a desktop (1280×800) and a phone (390×844); the page
// has one <main> landmark. The keyboard alone plays decisions and opens a card's full
// text (I on the card), the focus coming back to where it was; the accessibility tree
// of a mid-game table (landmarks, names, one Tab stop per group) and of the score pad
// (focused, the verdict, announced).
// Run: node --test tests/e2e/a11y.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, useApp } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { SEL, T, choices, playFirstChoice, playToTheEnd, startGame, waitForHumanOrEnd } from './table-page.mjs';


/** axe-core on the page as it is, at both sizes; fails on a serious or critical finding. */
async function assertAxeClean(page, where, sizes = [DESKTOP, PHONE]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    const findings = await seriousFindings(page);
    assert.deepEqual(findings, [], `${where} at ${size.width}×${size.height}:\n${describeFindings(findings)}`);
  }
  await page.setViewportSize(DESKTOP);
}

const mains = (page) => page.evaluate(() => document.querySelectorAll('main, [role="main"]').length);

/**
 * Takes the decision `key` (a data-choice) with the keyboard only: Tab until it has the
 * focus, or its group (a hand, the placards, a city: one Tab stop, `[data-rove]`) has;
 * then the arrow keys within the group; then Enter. Returns how many presses it took.
 */
async function chooseByKeyboard(page, key) {
  const rev = await page.locator(SEL.app).getAttribute('data-rev');
  // 'on' (focus on the choice), 'group' (on another item of its group) or null.
  const where = () =>
    page.evaluate((k) => {
      const a = document.activeElement;
      if (a?.getAttribute('data-choice') === k) return 'on';
      const group = a?.closest('[data-rove]');
      return group && group.querySelector(`[data-choice="${k}"]`) ? 'group' : null;
    }, key);
  let presses = 0;
  for (let tabs = 1; tabs <= 400; tabs++) {
    await page.keyboard.press('Tab');
    presses++;
    let at = await where();
    for (const arrow of ['ArrowRight', 'ArrowLeft']) {
      for (let k = 0; at === 'group' && k < 40; k++) {
        await page.keyboard.press(arrow);
        presses++;
        at = await where();
      }
      if (at === 'on') break;
      if (at === 'group') continue;
    }
    if (at === 'on') {
      await page.keyboard.press('Enter');
      await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
      return presses;
    }
  }
  throw new Error(`Tab never reached [data-choice="${key}"]`);
}

describe('accessibility: axe-core on every screen, and the keyboard', () => {
  const app = useApp();

  test('the new-game screen', async () => {
    await app.page.locator(SEL.start).waitFor({ timeout: T });
    assert.equal(await mains(app.page), 1, 'one <main> landmark');
    await assertAxeClean(app.page, 'new-game screen');
  });

  test('the table, all along a 4-player game with the New Buildings', { timeout: 300_000 }, async () => {
    const { page } = app;
    await startGame(page, { players: 4, bots: ['easy', 'medium', 'easy'], speed: 'instant', seed: 8, newBuildings: true });
    assert.equal(await mains(page), 1, 'one <main> landmark at the table');
    // Every decision for a while (roles, builds with cards greyed out, payments,
    // sales, keeps...), then every fifth; both sizes now and then.
    for (let i = 0; i < 60; i++) {
      if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
      if (i < 20 || i % 5 === 0) await assertAxeClean(page, `table at decision ${i + 1}`, i % 4 === 0 ? [DESKTOP, PHONE] : [DESKTOP]);
      await playFirstChoice(page);
    }
  });

  test('the keyboard alone takes decisions and opens a card\'s full text', { timeout: 120_000 }, async () => {
    const { page } = app;
    for (let i = 0; i < 6; i++) {
      if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
      const offered = await choices(page);
      const key = offered.find((k) => k !== 'pass') ?? offered[0];
      const step = Number(await page.locator(SEL.table).getAttribute('data-step'));
      await chooseByKeyboard(page, key);
      assert.ok(Number(await page.locator(SEL.table).getAttribute('data-step')) > step, `decision ${key} was not taken`);
    }
    // The game may have ended within those decisions: a new one then gives a hand to look at.
    if ((await waitForHumanOrEnd(page, 60_000)) === 'over') {
      await page.locator(SEL.table).locator('[data-testid="new-game"]').first().click({ force: true });
      await startGame(page, { players: 4, bots: ['easy', 'medium', 'easy'], speed: 'instant', seed: 9, newBuildings: true });
    }
    // A hand card's full text needs a card in hand: the keyboard takes decisions that
    // bring cards (the prospector, the councillor, a keep, a pass) until one is there.
    const drawing = (k) => ['role:prospector', 'role:councillor', 'pass'].includes(k) || k.startsWith('keep:');
    for (let i = 0; i < 30 && (await page.locator('.hand .card').count()) === 0; i++) {
      if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
      const offered = await choices(page);
      await chooseByKeyboard(page, offered.find(drawing) ?? offered[0]);
    }
    await waitForHumanOrEnd(page, 60_000);
    // A hand card's full text: H reaches the hand (one Tab stop, its first card), I opens
    // the details, Escape closes them and the focus comes back to the card. The card's
    // "i" button is no second Tab stop.
    await page.keyboard.press('h');
    const card = await page.evaluate(() => {
      const a = document.activeElement;
      return a?.closest('.hand') ? a.querySelector('.card-name')?.textContent : null;
    });
    assert.ok(card, 'H puts the focus on a hand card');
    assert.deepEqual(await page.locator('.hand [data-testid="card-info"]').evaluateAll((els) => [...new Set(els.map((e) => e.tabIndex))]), [-1]);
    await page.keyboard.press('i');
    const dialog = page.locator('[role="dialog"]');
    await dialog.waitFor({ timeout: T });
    assert.equal(await dialog.locator('h2').textContent(), card);
    await assertAxeClean(page, 'a card\'s details', [DESKTOP]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: T });
    assert.equal(await page.evaluate(() => document.activeElement?.querySelector('.card-name')?.textContent), card, 'the focus is back on the card');
  });

  test('the accessibility tree of the table: landmarks, names, one Tab stop per group', async () => {
    const { page } = app;
    await waitForHumanOrEnd(page, 60_000);
    const tree = await page.locator('body').ariaSnapshot();
    for (const landmark of ['main', 'region "The other players"', 'region "Your decision"', 'region "Your hand"', 'region "Game log"', 'region "What the others did"', 'link "Skip to the decision"']) {
      assert.ok(tree.includes(`- ${landmark}`), `the tree has ${landmark}:\n${tree}`);
    }
    // A player's heading says the name apart from who plays it; no name has a space before its comma.
    assert.match(tree, /heading "[^"]+, (Easy|Medium) bot"/);
    assert.doesNotMatch(tree, /button "[^"]* ,/);
    // The prompt's live part is its line alone, not its buttons.
    assert.equal(await page.locator('[data-testid="prompt"] [aria-live]').evaluate((e) => e.tagName), 'P');
    assert.equal(await page.locator('[data-testid="prompt"]').getAttribute('aria-live'), null);
    // Every group (the hand, the placards, each city...) is one Tab stop.
    const stops = await page.evaluate(() => [...document.querySelectorAll('[data-rove]')].map((g) =>
      [...g.querySelectorAll('button:not(.card-info):not([disabled])')].filter((b) => b.tabIndex === 0).length));
    assert.ok(stops.length >= 5, `groups: ${stops}`);
    assert.ok(stops.every((n) => n <= 1), `one Tab stop per group: ${stops}`);
    // Each group is a named toolbar, so a screen reader says the arrow keys move within it.
    for (const group of ['toolbar "Your hand"', 'toolbar "Roles"', 'toolbar "Your city"']) {
      assert.ok(tree.includes(`- ${group}`), `the tree has ${group}:\n${tree}`);
    }
    const unnamed = await page.evaluate(() => [...document.querySelectorAll('[data-rove]')]
      .filter((g) => g.getAttribute('role') !== 'toolbar' || !g.getAttribute('aria-label')).map((g) => g.className));
    assert.deepEqual(unnamed, [], 'every group is a named toolbar');
  });

  test('the score pad at the end of the game', { timeout: 600_000 }, async () => {
    const { page } = app;
    await playToTheEnd(page);
    await page.locator(SEL.scorePad).waitFor({ timeout: T });
    // The score pad: a region that can take the focus, the verdict, a table with a column per player.
    // (The focus moves to it when the game ends: keyboard.test.mjs; here the game may
    // have ended while an earlier test had the focus elsewhere.)
    assert.equal(await page.locator(SEL.scorePad).getAttribute('tabindex'), '0', 'the score pad can take the focus');
    await assertAxeClean(page, 'score pad');
    const pad = await page.locator(SEL.scorePad).ariaSnapshot();
    assert.match(pad, /region "Final score"/);
    assert.match(pad, /- table/);
    assert.match(pad, /columnheader "[^"]+, winner"/);
    assert.ok(pad.includes((await page.locator(SEL.winner).textContent()).trim()), pad);
    assert.ok((await page.locator('[data-testid="announce-end"]').textContent()).includes((await page.locator(SEL.winner).textContent()).trim()));
  });

  test('no console errors, nothing left the origin', () => {
    assertNoErrors(app);
  });
});

describe('accessibility at 8 players: the form\'s extra roles, the summarised opponents', () => {
  const app = useApp();

  test('the new-game form with 6 players and chosen extra roles', async () => {
    const { page } = app;
    await page.locator(SEL.start).waitFor({ timeout: T });
    await page.locator(SEL.players(6)).check({ force: true });
    await page.locator('[data-testid="extra-roles-mode"]').selectOption('chosen');
    await page.locator('[data-testid="extra-role-viceroy"]').check({ force: true });
    // Three ticked for two places: Start waits, the form says why.
    await page.locator('[data-testid="extra-roles-error"]').waitFor({ timeout: T });
    assert.equal(await page.locator(SEL.start).isDisabled(), true);
    await assertAxeClean(page, 'new-game form, extra roles');
    await page.locator('[data-testid="extra-role-gold-digger"]').uncheck({ force: true });
    assert.equal(await page.locator(SEL.start).isDisabled(), false);
  });

  test('the table of 8 players, an opponent opened', { timeout: 300_000 }, async () => {
    const { page } = app;
    await page.goto(app.server.url);
    await startGame(page, { players: 8, bots: Array(7).fill('easy'), speed: 'instant', seed: 8 });
    assert.equal(await mains(page), 1);
    // The summary opens with the keyboard.
    const summary = page.locator('[data-testid="opponent-details"] summary').first();
    await summary.focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('[data-testid="opponent-details"]').first().evaluate((d) => d.open), true);
    for (let i = 0; i < 12; i++) {
      if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
      if (i % 3 === 0) await assertAxeClean(page, `8-player table at decision ${i + 1}`, i % 6 === 0 ? [DESKTOP, PHONE] : [DESKTOP]);
      await playFirstChoice(page);
    }
    assertNoErrors(app, { origin: false });
  });
});
