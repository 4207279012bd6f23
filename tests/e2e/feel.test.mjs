// What a new player tripped over (issue 14), in headless Chromium on a desktop
// (1280×800) and a phone (390×844):
// - the new-game form: Start and the record import are groups apart;
// - the words: a role nobody took says "Not taken yet" (never "Free"), "you" in the
//   second person (log, top bar, placards), the trading house's next tile priced per
//   good;
// - a card's full text: an "i" button on every hand card (also on a card that is a
//   choice: it opens the text, it does not play), said once by a tip that stays away
//   after (a tip never dismissed goes after 20 of the person's actions, counted across
//   reloads);
// - a card that is a choice, lifted under the pointer, still holds every point it rose
//   from (else a pointer resting on its bottom edge makes it flicker);
// - cards just drawn are marked "New" in words and to a screen reader, the same after a
//   reload;
// - the bots' pace is saved with the game;
// - the end: the 4-player score pad within a phone's width, "Play again" in view on a
//   phone and a desktop, and it deals a new game for the same players.
// Run: node --test tests/e2e/feel.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, useApp } from './support.mjs';
import { SEL, T, unreadableScorePadNames, playFirstChoice, startGame, waitForHumanOrEnd } from './table-page.mjs';

const UI = {
  tip: '[data-testid="details-tip"]',
  info: '.hand [data-testid="card-info"]',
  fresh: '.hand [data-testid="fresh"]',
  placardStatus: '.placard .placard-status',
  round: '.top-bar .round',
  speed: '[data-testid="speed"]',
  nextTile: '[data-testid="next-tile"]',
  playAgain: '[data-testid="play-again"]',
  dialog: '[role="dialog"]',
};

/** The element's box is inside the viewport and it is what a click at its centre hits. */
async function assertInView(page, selector, where) {
  const { width, height } = page.viewportSize();
  const box = await page.locator(selector).boundingBox();
  assert.ok(box, `${where}: ${selector} is not shown`);
  assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    `${where}: ${selector} at ${JSON.stringify(box)} is not within ${width}×${height}`);
  const hit = await page.evaluate(([sel, x, y]) => document.elementFromPoint(x, y)?.closest(sel) != null,
    [selector, box.x + box.width / 2, box.y + box.height / 2]);
  assert.ok(hit, `${where}: ${selector} is covered`);
}

async function assertNoHorizontalScroll(page, where) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    clientWidth: document.scrollingElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${where}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
}

/** Waits for the smooth scroll that brings the score pad into view to settle. */
async function settled(page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(100);
  }
}

describe('the new-game form: Start and the record import are apart', () => {
  const app = useApp();

  for (const size of [DESKTOP, PHONE]) {
    test(`at ${size.width}×${size.height}`, async () => {
      const { page } = app;
      await page.setViewportSize(size);
      await page.locator(SEL.start).waitFor({ timeout: T });
      const importGroup = page.locator('[data-testid="import"]');
      assert.equal(await importGroup.locator('h2').textContent(), 'Replay a game');
      assert.equal(await importGroup.locator('[data-testid="import-record"]').count(), 1);
      assert.equal(await page.locator('form [data-testid="import-record"]').count(), 0, 'the import is not in the new-game form');
      const start = await page.locator(SEL.start).boundingBox();
      const group = await importGroup.boundingBox();
      assert.ok(group.y - (start.y + start.height) >= 24, `only ${group.y - (start.y + start.height)} px between Start and the import`);
      await assertNoHorizontalScroll(page, 'new-game form');
    });
  }
});

describe('a game against an easy bot: words, the "i" button and its tip, new cards, the pace', () => {
  const app = useApp();

  test('the tip and the "i" on every hand card; the "i" of a card that is a choice only shows its text', { timeout: 60_000 }, async () => {
    const { page } = app;
    await startGame(page, { players: 2, bots: ['easy'], speed: 'instant', seed: 20 });
    await waitForHumanOrEnd(page);
    assert.match(await page.locator(UI.tip).textContent(), /the “i” on a card shows its full text/);
    const cards = await page.locator('.hand .card').count();
    assert.ok(cards > 0);
    assert.equal(await page.locator(UI.info).count(), cards, 'one "i" per hand card');
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      const box = await page.locator(UI.info).first().boundingBox();
      assert.ok(box.width >= 24 && box.height >= 24, `the "i" is ${box.width}×${box.height} at ${size.width}`);
      assert.ok(box.x >= 0 && box.x + box.width <= size.width);
      await assertNoHorizontalScroll(page, `hand with "i" buttons at ${size.width}`);
    }
    await page.setViewportSize(DESKTOP);
    // Play on until a hand card is a choice, then open its text with its "i".
    for (let i = 0; i < 40 && !(await page.locator('.hand [data-choice]').count()); i++) {
      assert.equal(await waitForHumanOrEnd(page), 'you');
      await playFirstChoice(page);
      await waitForHumanOrEnd(page);
    }
    const holder = page.locator('.card-holder', { has: page.locator('[data-choice]') }).first();
    const name = await holder.locator('.card-name').textContent();
    const step = await page.locator(SEL.table).getAttribute('data-step');
    await holder.locator('[data-testid="card-info"]').click();
    await page.locator(UI.dialog).waitFor({ timeout: T });
    assert.equal(await page.locator(`${UI.dialog} h2`).textContent(), name);
    assert.equal(await page.locator(SEL.table).getAttribute('data-step'), step, 'the "i" did not play the card');
    await page.keyboard.press('Escape');
    await page.locator(UI.dialog).waitFor({ state: 'detached', timeout: T });
    assert.equal(await page.locator(UI.tip).count(), 0, 'the tip went once a card\'s text was opened');
  });

  test('a card that is a choice, lifted under the pointer, still holds every point it rose from', { timeout: 60_000 }, async () => {
    // It lifts under the pointer; a pointer resting on a strip it rose from would leave
    // it, drop it back, meet it and lift it again for as long as it rests there: a
    // flicker, and a click that waits for the card to stand still.
    const { page } = app;
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      const card = page.locator('.hand .card.legal').first();
      await card.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      const rest = await card.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const v = el.querySelector('.verb')?.getBoundingClientRect();
        return { left: r.left, right: r.right, bottom: r.bottom, verb: v && { left: v.left, right: v.right, bottom: v.bottom } };
      });
      await card.hover();
      await page.waitForTimeout(300);
      const lifted = await card.evaluate((el) => el.getBoundingClientRect().bottom);
      assert.ok(lifted < rest.bottom - 1, `at ${size.width}: the card lifts under the pointer (${rest.bottom} -> ${lifted})`);
      // The points just inside its resting box's bottom edge, and its verb's.
      const points = [0.1, 0.3, 0.7, 0.9].map((f) => [rest.left + f * (rest.right - rest.left), rest.bottom - 0.5]);
      if (rest.verb) points.push([(rest.verb.left + rest.verb.right) / 2, rest.verb.bottom - 0.5]);
      const outside = await card.evaluate((el, pts) => pts.filter(([x, y]) => !el.contains(document.elementFromPoint(x, y))), points);
      assert.deepEqual(outside, [], `at ${size.width}: points the lifted card left`);
    }
    await page.mouse.move(0, 0);
  });

  test('placards say who took them, or "Not taken yet"; the person is "you"', { timeout: 60_000 }, async () => {
    const { page } = app;
    const statuses = await page.locator(UI.placardStatus).allTextContents();
    assert.ok(!statuses.some((s) => /\bFree\b/.test(s)), `a placard says Free: ${statuses}`);
    assert.ok(statuses.some((s) => s === 'Not taken yet'), `${statuses}`);
    // Until the person has taken a role this round.
    for (let i = 0; i < 30; i++) {
      const now = await page.locator(UI.placardStatus).allTextContents();
      if (now.some((s) => /(Taken by|chosen by) you\b/.test(s))) break;
      assert.equal(await waitForHumanOrEnd(page), 'you');
      await playFirstChoice(page);
      await waitForHumanOrEnd(page);
    }
    const now = await page.locator(UI.placardStatus).allTextContents();
    assert.ok(now.some((s) => /(Taken by|chosen by) you\b/.test(s)), `${now}`);
    assert.ok(!now.some((s) => /by You\b/.test(s)), `${now}`);
  });

  test('cards just drawn are marked "New", in words and to a screen reader, also after a reload; the pace is saved', { timeout: 120_000 }, async () => {
    const { page } = app;
    for (let i = 0; i < 80 && !(await page.locator(UI.fresh).count()); i++) {
      assert.equal(await waitForHumanOrEnd(page), 'you');
      await playFirstChoice(page);
      await waitForHumanOrEnd(page);
    }
    const marks = await page.locator(UI.fresh).count();
    assert.ok(marks > 0, 'no card was ever marked new');
    assert.equal(await page.locator(UI.fresh).first().textContent(), 'New');
    assert.ok(await page.locator(UI.fresh).first().isVisible());
    assert.equal(await page.locator('.hand .card.fresh').count(), marks);
    assert.equal(await page.locator('.hand').getByRole('button', { name: /Just drawn\./ }).count(), marks, 'said to a screen reader');
    // The pace: Instant stays Instant after a reload; Slow too.
    assert.equal(await page.locator(UI.speed).inputValue(), 'instant');
    const step = await page.locator(SEL.table).getAttribute('data-step');
    await page.reload({ waitUntil: 'load' });
    await page.locator(SEL.table).waitFor({ timeout: T });
    assert.equal(await page.locator(SEL.table).getAttribute('data-step'), step);
    assert.equal(await page.locator(UI.speed).inputValue(), 'instant', 'the pace came back from the save');
    assert.equal(await page.locator(UI.fresh).count(), marks, 'the same cards are new after a reload');
    assert.equal(await page.locator(UI.tip).count(), 0, 'the tip does not come back');
    await page.locator(UI.speed).selectOption('slow');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('san-juan.save')).game.speed === 'slow');
    await page.reload({ waitUntil: 'load' });
    await page.locator(SEL.table).waitFor({ timeout: T });
    assert.equal(await page.locator(UI.speed).inputValue(), 'slow');
    await page.locator(UI.speed).selectOption('instant');
    // The person's next decision after the draw takes the marks away (unless it drew).
    assert.equal(await waitForHumanOrEnd(page), 'you');
  });

  test('to the end: "you" in the log and the top bar, the next tile priced per good, "Play again" in view', { timeout: 300_000 }, async () => {
    const { page } = app;
    let tileSeen = false;
    for (let i = 0; i < 2000; i++) {
      if ((await waitForHumanOrEnd(page)) === 'over') break;
      if (!tileSeen && (await page.locator(UI.nextTile).count())) {
        tileSeen = true;
        const goods = await page.locator(`${UI.nextTile} .good-label`).allTextContents();
        assert.deepEqual(goods, ['indigo', 'sugar', 'tobacco', 'coffee', 'silver']);
        const prices = await page.locator(`${UI.nextTile} .price`).allTextContents();
        assert.ok(prices.every((p) => /^[1-3]$/.test(p)), `${prices}`);
        assert.match(await page.locator(UI.nextTile).textContent(), /^Next tile/);
        assert.doesNotMatch(await page.locator('.trading-house').textContent(), /next: \d/);
      }
      const round = await page.locator(UI.round).textContent();
      assert.doesNotMatch(round, /governor You\b/, round);
      await playFirstChoice(page);
    }
    assert.ok(tileSeen, 'the game never showed the next tile');
    const log = await page.locator(`${SEL.log} li`).allTextContents();
    const rounds = log.filter((l) => /^Round \d+:/.test(l));
    assert.ok(rounds.some((l) => /^Round \d+: you are governor\.$/.test(l)), `${rounds}`);
    assert.ok(!log.some((l) => /\bYou is\b|\byou is\b/.test(l)), 'a line says "You is"');
    await page.locator(SEL.scorePad).waitFor({ timeout: T });
    await settled(page);
    await assertInView(page, UI.playAgain, 'desktop, at the end');
    const names = await page.locator('.player-name').allTextContents();
    await page.locator(UI.playAgain).click();
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.turn !== 'over', SEL.table, { timeout: T });
    assert.equal(await page.locator(SEL.scorePad).count(), 0, 'a new game, no score pad');
    assert.ok(Number(await page.locator(SEL.table).getAttribute('data-step')) < 10, 'a new deal');
    assert.deepEqual(await page.locator('.player-name').allTextContents(), names, 'the same players');
    assert.equal(await page.locator(UI.speed).inputValue(), 'instant');
  });

  test('no console errors, nothing left the origin', () => {
    assertNoErrors(app);
  });
});

describe('the end of a 4-player game on a phone', () => {
  const app = useApp();

  test('the whole score pad within the width, the winner\'s column shown, "Play again" in view', { timeout: 300_000 }, async () => {
    const { page } = app;
    await page.setViewportSize(PHONE);
    await startGame(page, { players: 4, bots: ['easy', 'easy', 'easy'], speed: 'instant', seed: 7 });
    for (let i = 0; i < 2000; i++) {
      if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
      await playFirstChoice(page);
    }
    await page.locator(SEL.scorePad).waitFor({ timeout: T });
    await settled(page);
    await assertNoHorizontalScroll(page, 'score pad');
    const pad = await page.locator('.pad-scroll').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    assert.ok(pad.scroll <= pad.client, `the pad scrolls sideways: ${pad.scroll} > ${pad.client}`);
    const heads = await page.locator('.score-pad thead th').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().right));
    assert.equal(heads.length, 4);
    for (const right of heads) assert.ok(right <= PHONE.width, `a column ends at ${right}`);
    assert.ok(await page.locator('.score-pad th.winner').isVisible(), 'the winner\'s column');
    assert.deepEqual(await unreadableScorePadNames(page), [], 'the players\' names');
    await assertInView(page, UI.playAgain, 'phone, at the end');
    await page.locator(UI.playAgain).click();
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.turn !== 'over', SEL.table, { timeout: T });
    assert.equal(await page.locator('section.player').count(), 4);
  });

  test('no console errors, nothing left the origin', () => {
    assertNoErrors(app);
  });
});

describe('the tip about a card\'s full text, never dismissed', () => {
  const app = useApp();

  test('gives its room back after 20 of the person\'s actions, counted across a reload', { timeout: 120_000 }, async () => {
    const { page } = app;
    const stored = () => page.evaluate(() => localStorage.getItem('san-juan.tip.details'));
    const act = async (n) => {
      for (let i = 0; i < n; i++) {
        assert.equal(await waitForHumanOrEnd(page), 'you', 'the game goes on');
        await playFirstChoice(page);
      }
      await waitForHumanOrEnd(page);
    };
    await startGame(page, { players: 2, bots: ['easy'], speed: 'instant', seed: 21 });
    await act(12);
    assert.equal(await page.locator(UI.tip).count(), 1, 'the tip shows after 12 actions');
    assert.equal(await stored(), '12');
    // A phone reloads a page it put away: the count goes on from where it was.
    await page.reload({ waitUntil: 'load' });
    await page.locator(SEL.table).waitFor({ timeout: T });
    await waitForHumanOrEnd(page);
    assert.equal(await page.locator(UI.tip).count(), 1, 'still shown after the reload');
    await act(7);
    assert.equal(await page.locator(UI.tip).count(), 1, 'shown after 19 actions');
    await act(1);
    assert.equal(await page.locator(UI.tip).count(), 0, 'gone after the 20th, the reload between');
    assert.equal(await stored(), 'seen');
    await page.reload({ waitUntil: 'load' });
    await page.locator(SEL.table).waitFor({ timeout: T });
    assert.equal(await page.locator(UI.tip).count(), 0, 'and not back after another');
    assertNoErrors(app);
  });
});
