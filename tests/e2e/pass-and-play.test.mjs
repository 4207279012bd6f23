// Pass-and-play in headless Chromium, on a desktop (1280×800) and a phone (390×844):
// two persons (Ana and Ben) and two bots play a whole game to the score pad by clicking.
// - At every hand-over, the page's text and its accessibility tree hold none of the
//   cards ever seen in a person's hand (nor any "New" mark, drawn cards or choices):
//   the table is not in the page at all.
// - After "I am Ben": the recap of what happened since his last decision, then his
//   own hand ("Ben's hand"); nothing before the hand-over may be undone.
// - A reload while the hand-over screen is up, and one in the middle of a person's
//   turn, land on a hand-over screen for whoever decides next.
// - axe-core finds nothing serious or critical on the hand-over screen, the recap, or
//   the new-game form with a person's seat.
// - The score pad names Ana and Ben; the exported record names the persons and bots.
// Run: node --test tests/e2e/pass-and-play.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, openApp, useBrowser } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { SEL, choices, exportedRecordText, playFirstChoice, T } from './table-page.mjs';

const UI = {
  handOver: '[data-testid="hand-over"]',
  take: '[data-testid="take-device"]',
  recapRead: '[data-testid="recap-read"]',
  title: '[data-testid="hand-over-title"]',
  undo: '[data-testid="undo"]',
  hint: '[data-testid="hint"]',
  handCards: 'section.hand li[data-card] .card-name',
};

/** Starts Ana (seat 1) and Ben (seat 3) against two bots, at the instant pace, no hints. */
async function startShared(page, seed) {
  await page.locator(SEL.start).waitFor({ timeout: T });
  await page.locator(SEL.name).fill('Ana');
  await page.locator(SEL.players(4)).check({ force: true });
  await page.locator(SEL.botLevel(0)).selectOption('easy');
  await page.locator(SEL.botLevel(1)).selectOption('person');
  // A person without a name cannot start a game of several persons.
  await page.locator('[data-testid="seat-name-error"]').waitFor({ timeout: T });
  assert.ok(await page.locator(SEL.start).isDisabled(), 'Start waits for a name');
  const findings = await seriousFindings(page);
  assert.deepEqual(findings, [], `axe on the form with a person's seat:\n${describeFindings(findings)}`);
  await page.locator('[data-testid="person-name-1"]').fill('Ben');
  await page.locator(SEL.botLevel(2)).selectOption('medium');
  await page.locator('[data-testid="no-hints"]').check();
  await page.locator(SEL.seed).fill(String(seed));
  await page.locator(SEL.setupSpeed).selectOption('instant');
  await page.locator(SEL.start).click();
}

/** Waits for the hand-over screen (a person to decide, or the recap), the person's turn, or the end. */
async function waitForScreen(page) {
  const handle = await page.waitForFunction(
    ([tableSel, overSel, takeSel]) => {
      const over = document.querySelector(overSel);
      if (over?.dataset.stage === 'recap') return 'recap';
      if (over && document.querySelector(takeSel)) return 'hand-over';
      const t = document.querySelector(tableSel);
      return t && t.dataset.turn !== 'bot' ? t.dataset.turn : null;
    },
    [SEL.table, UI.handOver, UI.take],
    { timeout: T },
  );
  return handle.jsonValue();
}

/** Checks the page at a hand-over holds none of `secret` (card names) in its text or accessibility tree. */
async function assertNothingHidden(page, secret, where) {
  await page.locator(UI.handOver).waitFor({ timeout: T });
  assert.equal(await page.locator(SEL.table).count(), 0, `${where}: no table under the hand-over`);
  assert.equal(await page.locator('section.hand, [data-card], [data-choice]').count(), 0, `${where}: no hand, card or choice`);
  const text = await page.evaluate(() => document.body.textContent + '\n' + document.body.innerText);
  const tree = await page.locator('body').ariaSnapshot();
  for (const name of secret) {
    const word = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
    assert.ok(!word.test(text), `${where}: the page's text holds the hand card "${name}"`);
    assert.ok(!word.test(tree), `${where}: the accessibility tree holds the hand card "${name}"`);
  }
}

/** Clicks `selector` and waits for the page to react. */
async function act(page, selector) {
  const rev = await page.locator(SEL.app).getAttribute('data-rev');
  await page.locator(selector).first().click();
  await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
}

const step = async (page) => Number(await page.locator(SEL.table).getAttribute('data-step'));
const undoOffered = async (page) => (await page.locator(UI.undo).getAttribute('aria-disabled')) !== 'true';

/** Reloads the page and waits for the app. */
async function reload(page) {
  await page.reload({ waitUntil: 'load' });
  await page.locator(`${UI.handOver}, ${SEL.table}, ${SEL.start}`).first().waitFor({ timeout: T });
}

/**
 * Plays the whole game: at each hand-over checks it and takes the device, reads the
 * recap, then plays the person's turn with the first choice. Reloads once at a
 * hand-over and once during a turn; takes back a decision once right after a hand-over.
 */
async function playShared(page, size) {
  const secret = new Set();
  const seen = { handOvers: 0, recaps: 0, reloadOver: false, reloadTurn: false, undoStopped: false, axe: false, axeOver: false };
  let lastTaken = null;
  let sinceTake = 0;
  for (let i = 0; i < 3000; i++) {
    const screen = await waitForScreen(page);
    if (screen === 'over') return { seen, secret };
    if (screen === 'hand-over') {
      const where = `hand-over ${seen.handOvers}`;
      const person = (await page.locator(UI.take).textContent()).replace(/^I am /, '').trim();
      assert.match(await page.locator(UI.title).textContent(), new RegExp(`Pass the device to ${person}`));
      await assertNothingHidden(page, secret, where);
      if (seen.handOvers === 0) await page.screenshot({ path: `/tmp/pp-hand-over-${size.width}.png`, fullPage: true });
      if (!seen.axeOver) {
        const findings = await seriousFindings(page);
        assert.deepEqual(findings, [], `axe on the hand-over:\n${describeFindings(findings)}`);
        seen.axeOver = true;
      }
      if (seen.handOvers === 2 && !seen.reloadOver) {
        await reload(page);
        assert.equal(await waitForScreen(page), 'hand-over', 'a reload at a hand-over lands on one');
        assert.equal((await page.locator(UI.take).textContent()).trim(), `I am ${person}`, 'for the same person');
        await assertNothingHidden(page, secret, `${where}, reloaded`);
        seen.reloadOver = true;
      }
      seen.handOvers += 1;
      await act(page, UI.take);
      lastTaken = person;
      sinceTake = 0;
      continue;
    }
    if (screen === 'recap') {
      seen.recaps += 1;
      assert.ok((await page.locator('[data-testid="recap"] li').count()) > 0, 'the recap says what happened');
      if (!seen.axe) {
        await page.screenshot({ path: `/tmp/pp-recap-${size.width}.png`, fullPage: true });
        const findings = await seriousFindings(page);
        assert.deepEqual(findings, [], `axe on the recap:\n${describeFindings(findings)}`);
        seen.axe = true;
      }
      await act(page, UI.recapRead);
      continue;
    }
    // The person's own turn: the table is his seat's (Ana sits in seat 0, Ben in seat 2).
    const own = await page.evaluate(() =>
      [...document.querySelectorAll('main section[data-seat]')].find((s) => !s.closest('.opponents'))?.dataset.seat);
    assert.equal(own, { Ana: '0', Ben: '2' }[lastTaken], `the table shown is ${lastTaken}'s`);
    assert.equal(await page.locator(UI.hint).count(), 0, 'no hint button in a game without hints');
    for (const name of await page.locator(UI.handCards).allTextContents()) secret.add(name.trim());
    if (sinceTake === 0 && !(await undoOffered(page))) {
      // Right after the hand-over: a decision that reveals nothing may be taken back, and no further.
      const offered = await choices(page);
      if (!seen.undoStopped && offered.includes('role:builder')) {
        const n = await step(page);
        await act(page, '[data-choice="role:builder"]');
        if ((await waitForScreen(page)) === 'you' && (await undoOffered(page))) {
          await act(page, UI.undo);
          assert.equal(await step(page), n, 'the builder taken back');
          assert.ok(!(await undoOffered(page)), 'an undo stops at the hand-over');
          seen.undoStopped = true;
        }
        continue;
      }
    }
    if (seen.handOvers >= 4 && !seen.reloadTurn && sinceTake === 1) {
      await reload(page);
      assert.equal(await waitForScreen(page), 'hand-over', 'a reload during a turn lands on a hand-over');
      assert.equal((await page.locator(UI.take).textContent()).trim(), `I am ${lastTaken}`);
      await assertNothingHidden(page, secret, 'reloaded during a turn');
      seen.reloadTurn = true;
      continue;
    }
    await playFirstChoice(page);
    sinceTake += 1;
  }
  throw new Error('the game did not end');
}

for (const size of [DESKTOP, PHONE]) {
  const where = `${size.width}×${size.height}`;

  describe(`pass-and-play at ${where}`, () => {
    const env = useBrowser();

    test('two persons and two bots play a whole game, hands hidden at every hand-over', { timeout: 900_000 }, async () => {
      const app = await openApp(env.browser, env.server.url);
      const { context, page } = app;
      try {
        await page.setViewportSize(size);
        await startShared(page, size === DESKTOP ? 5 : 8);
        const { seen, secret } = await playShared(page, size);
        assert.ok(seen.handOvers > 10, `hand-overs: ${seen.handOvers}`);
        assert.ok(seen.recaps > 0 && seen.reloadOver && seen.reloadTurn && seen.axe && seen.axeOver, JSON.stringify(seen));
        assert.ok(secret.size > 5, 'hand cards were seen to check against');
        if (size === DESKTOP) assert.ok(seen.undoStopped, 'an undo was taken back to the hand-over');
        const pad = await page.locator(SEL.scorePad).textContent();
        assert.match(pad, /Ana/);
        assert.match(pad, /Ben/);
        const record = JSON.parse(await exportedRecordText(page));
        assert.deepEqual(record.names.filter((n) => n === 'Ana' || n === 'Ben'), ['Ana', 'Ben']);
        // Each person's result under his name, on the new-game screen.
        await page.locator('[data-testid="new-game"]').click();
        const stats = await page.locator('[data-testid="person-stats"]').textContent();
        assert.match(stats, /Ana/);
        assert.match(stats, /Ben/);
        // The names are remembered: the form offers Ben's seat again (no game to resume).
        await page.evaluate(() => localStorage.removeItem('san-juan.save'));
        await page.reload({ waitUntil: 'load' });
        await page.locator(SEL.start).waitFor({ timeout: T });
        assert.equal(await page.locator(SEL.name).inputValue(), 'Ana');
        await page.locator(SEL.players(4)).check({ force: true });
        assert.equal(await page.locator('[data-testid="person-name-1"]').inputValue(), 'Ben');
        assertNoErrors(app, { console: false, origin: false });
      } finally {
        await context.close();
      }
    });
  });
}
