// Undo and "What would the hard bot do?" in headless Chromium, on a desktop (1280×800)
// and a phone (390×844):
// - undo: a decision taken back (the button, then Ctrl+Z) leaves the save in
//   localStorage byte-identical and the table (main column and log) as they were before
//   it; Undo is offered only while it is the person's turn (never while a bot is to
//   move), not across a card drawn; after an undo and another decision, the save's record
//   and the log hold the new decision, never the undone one, and the bots play on from it;
// - the hint: thinking is shown, then the hard bot's choice in words and that control
//   highlighted (legal, in view, tagged "Hint"); the save is byte-identical before and
//   after asking; playing the hinted control drops the hint;
// - axe-core finds nothing serious or critical with Undo and a hint shown.
// Run: node --test tests/e2e/undo-hint.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, openApp, useBrowser } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { SEL, T, choices, playFirstChoice, startGame, waitForHumanOrEnd } from './table-page.mjs';

const UI = {
  undo: '[data-testid="undo"]',
  hint: '[data-testid="hint"]',
  hintText: '[data-testid="hint-text"]',
  hinted: '[data-hinted]',
};

const save = (page) => page.evaluate(() => localStorage.getItem('san-juan.save'));
const savedActions = async (page) => JSON.parse(await save(page)).game.record.actions;
const step = async (page) => Number(await page.locator(SEL.table).getAttribute('data-step'));
const undoOffered = async (page) => (await page.locator(UI.undo).getAttribute('aria-disabled')) !== 'true';

/** What the table shows, the Undo and hint controls left out: the main column and the log. */
const shown = (page) =>
  page.evaluate(() => {
    const main = document.querySelector('main').cloneNode(true);
    main.querySelector('.prompt-tools')?.remove();
    return { main: main.textContent, log: document.querySelector(`[data-testid="log"]`)?.textContent ?? '' };
  });

/** Waits until the save holds `n` actions (it is written after every change). */
async function saveHolds(page, n) {
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('san-juan.save')).game.record.actions.length === n, n, { timeout: T });
}

/** Clicks `selector` (or presses `key`) and waits for the page to react. */
async function act(page, { selector, key }) {
  const rev = await page.locator(SEL.app).getAttribute('data-rev');
  if (selector) await page.locator(selector).first().click();
  else await page.keyboard.press(key);
  await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
}

/**
 * Plays the person's decisions (first choice) until, at his turn, `key` is offered (or,
 * given a function, it holds for the keys offered).
 */
async function until(page, key) {
  const ready = typeof key === 'function' ? key : (offered) => offered.includes(key);
  for (let i = 0; i < 400; i++) {
    assert.equal(await waitForHumanOrEnd(page), 'you', `the game ended before ${key} was offered`);
    if (ready(await choices(page))) return;
    await playFirstChoice(page);
  }
  throw new Error(`${key} was never offered`);
}

/** The element lies within the viewport and is what a click at its centre hits (not under the prompt bar). */
async function assertInView(page, selector, where) {
  const { width, height } = page.viewportSize();
  const hits = async (box) =>
    page.evaluate(([sel, x, y]) => document.elementFromPoint(x, y)?.closest(sel) != null, [selector, box.x + box.width / 2, box.y + box.height / 2]);
  let box;
  for (let i = 0; i < 60; i++) {
    // A smooth scroll may still be on its way (slow on a loaded machine).
    box = await page.locator(selector).first().boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= height && (await hits(box))) break;
    await page.waitForTimeout(100);
  }
  assert.ok(box, `${where}: ${selector} is not shown`);
  assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    `${where}: ${selector} at ${JSON.stringify(box)} is not within ${width}×${height}`);
  assert.ok(await hits(box), `${where}: ${selector} is covered`);
}

/** A fresh page (its own context: an empty localStorage) at `size`; closed after `body`. */
async function withPage(env, size, body) {
  const app = await openApp(env.browser, env.server.url);
  const { context, page } = app;
  try {
    await page.setViewportSize(size);
    await body(page);
    assertNoErrors(app, { console: false, origin: false });
  } finally {
    await context.close();
  }
}

for (const size of [DESKTOP, PHONE]) {
  const where = `${size.width}×${size.height}`;

  describe(`undo at ${where}`, () => {
    const env = useBrowser();

    test('a decision taken back leaves the save and the table as they were; bots never see it', { timeout: 180_000 }, () => withPage(env, size, async (page) => {
      await startGame(page, { players: 2, bots: ['medium'], speed: 'instant', seed: 11 });
      await until(page, 'role:builder');
      const n = await step(page);
      await saveHolds(page, n);
      const before = { save: await save(page), shown: await shown(page) };

      // The builder reveals nothing: the person may take it back while he builds.
      await act(page, { selector: '[data-choice="role:builder"]' });
      assert.equal(await step(page), n + 1);
      await saveHolds(page, n + 1);
      assert.ok(await undoOffered(page), 'Undo is offered after choosing the builder');
      assert.equal(await page.locator(SEL.table).getAttribute('data-turn'), 'you', 'no bot is asked while the person may undo');
      await page.screenshot({ path: `/tmp/undo-offered-${size.width}.png` });
      await act(page, { selector: UI.undo });
      assert.equal(await step(page), n);
      await saveHolds(page, n);
      assert.equal(await save(page), before.save, 'the save is byte-identical after the undo');
      assert.deepEqual(await shown(page), before.shown, 'the table shows what it showed before');

      // Ctrl+Z does the same.
      await act(page, { selector: '[data-choice="role:builder"]' });
      await saveHolds(page, n + 1);
      await act(page, { key: 'Control+z' });
      await saveHolds(page, n);
      assert.equal(await save(page), before.save, 'the save is byte-identical after Ctrl+Z');
      assert.deepEqual(await shown(page), before.shown);

      // Another decision instead: the record and the log hold it, never the undone one,
      // and the bots play on from it.
      const other = (await choices(page)).find((k) => k.startsWith('role:') && k !== 'role:builder');
      assert.ok(other, 'another role to choose');
      const logBefore = await page.locator(SEL.log).textContent();
      await act(page, { selector: `[data-choice="${other}"]` });
      // The person's own decisions after it, until a bot has moved.
      let mine = 1;
      while ((await waitForHumanOrEnd(page)) === 'you' && (await step(page)) === n + mine) {
        await playFirstChoice(page);
        mine += 1;
      }
      const actions = await savedActions(page);
      assert.ok(actions.length > n + mine, 'the bots played on');
      assert.deepEqual(actions[n], { choose_role: { role: other.split(':')[1], library: false } }, 'the record holds the new decision');
      const logNow = await page.locator(SEL.log).textContent();
      assert.ok(!logNow.slice(0, logNow.length - logBefore.length).includes('You chose the Builder'), 'the log never saw the undone builder');
      assert.ok(!/builder/i.test(JSON.stringify(actions.slice(n, n + 1))), 'no builder in the record at that step');
    }));

    test('nothing is undone across a card drawn', { timeout: 180_000 }, () => withPage(env, size, async (page) => {
      await startGame(page, { players: 2, bots: ['medium'], speed: 'instant', seed: 12 });
      await until(page, 'role:prospector');
      await act(page, { selector: '[data-choice="role:prospector"]' });
      await waitForHumanOrEnd(page);
      assert.ok(!(await undoOffered(page)), 'the prospector drew a card: no undo');
      const n = await step(page);
      // Playwright waits for an aria-disabled control to be enabled: click it anyway.
      await page.locator(UI.undo).click({ force: true });
      await page.keyboard.press('Control+z');
      assert.equal(await step(page), n, 'an Undo that is not offered does nothing');
    }));
  });

  describe(`the hard bot's hint at ${where}`, () => {
    const env = useBrowser();

    test('shows the hard bot\'s choice highlighted and changes nothing', { timeout: 180_000 }, () => withPage(env, size, async (page) => {
      await startGame(page, { players: 3, bots: ['medium', 'medium'], speed: 'instant', seed: 21 });
      // A few decisions in, at the person's role choice (a decision the hard bot searches).
      for (let i = 0; i < 6; i++) {
        await waitForHumanOrEnd(page);
        await playFirstChoice(page);
      }
      await until(page, (offered) => offered.some((k) => k.startsWith('role:')));
      const n = await step(page);
      await saveHolds(page, n);
      const before = await save(page);
      const offered = await choices(page);

      // It thinks for most of a second: that shows first. Seen by an observer set before
      // the click, so a loaded machine's slow polling cannot miss those few hundred ms.
      await page.evaluate(([text, hint]) => {
        window.__thinking = null;
        const look = () => {
          const el = document.querySelector(`${text}[data-thinking="true"]`);
          if (el && !window.__thinking) window.__thinking = { said: el.textContent, asked: document.querySelector(hint)?.getAttribute('aria-disabled') };
        };
        new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }, [UI.hintText, UI.hint]);
      await page.locator(UI.hint).click();
      await page.waitForFunction(() => window.__thinking !== null, null, { timeout: T });
      const thinking = await page.evaluate(() => window.__thinking);
      assert.match(thinking.said, /The hard bot is thinking/);
      assert.equal(thinking.asked, 'true', 'asked once');
      await page.locator(`${UI.hintText}[data-thinking="false"]`).waitFor({ timeout: T });
      const said = await page.locator(UI.hintText).textContent();
      assert.match(said, /The hard bot's choice: Choose the \w+.*\./, said);
      assert.match(said, /It played this out in \d+ games from what you can see .*, and you won \d+% of them\./, said);

      // The highlighted control takes a legal action, is in view, and says "Hint".
      assert.equal(await page.locator(UI.hinted).count(), 1, `one control highlighted: ${await page.locator(UI.hinted).evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200)))}`);
      const key = await page.locator(UI.hinted).getAttribute('data-choice');
      assert.ok(offered.includes(key), `${key} is one of the choices ${offered}`);
      await assertInView(page, UI.hinted, where);
      // Its tag says "Hint" in words: a card's own tag, or before a button's text.
      const tag = await page.locator(UI.hinted).evaluate((el) =>
        el.classList.contains('card') ? el.querySelector('.hint-tag')?.textContent : getComputedStyle(el, '::before').content);
      assert.match(tag, /^"?Hint"?$/, `the tag: ${tag}`);
      assert.equal(await page.locator(UI.hinted).getAttribute('data-hinted'), 'Hint');
      await page.screenshot({ path: `/tmp/hint-${size.width}.png` });

      // Asking changed nothing of the game: the same step, the same record and seats. The
      // save only counts the hint taken (such a game does not move the person's rating).
      assert.equal(await step(page), n);
      assertOnlyHintCounted(await save(page), before, 'after asking');

      // axe-core with Undo and the hint shown.
      const findings = await seriousFindings(page);
      assert.deepEqual(findings, [], `hint shown at ${where}:\n${describeFindings(findings)}`);

      // Playing it drops the hint (it belonged to that decision).
      await act(page, { selector: UI.hinted });
      assert.equal(await page.locator(UI.hintText).count(), 0, 'the hint is gone with its decision');
    }));

    test('axe-core with Undo offered', { timeout: 180_000 }, () => withPage(env, size, async (page) => {
      await startGame(page, { players: 2, bots: ['medium'], speed: 'instant', seed: 11 });
      await until(page, 'role:builder');
      await act(page, { selector: '[data-choice="role:builder"]' });
      assert.ok(await undoOffered(page));
      const findings = await seriousFindings(page);
      assert.deepEqual(findings, [], `Undo offered at ${where}:\n${describeFindings(findings)}`);
    }));
  });
}


/** The save `after` a hint is `before`'s, the same game, with one more hint counted. */
function assertOnlyHintCounted(after, before, where) {
  const [a, b] = [JSON.parse(after), JSON.parse(before)];
  assert.equal((a.game.hints_taken ?? 0), (b.game.hints_taken ?? 0) + 1, `${where}: the hint is counted`);
  delete a.game.hints_taken;
  delete b.game.hints_taken;
  assert.deepEqual(a, b, `${where}: the game saved is the same`);
}

describe('the hint without the worker', () => {
  // The worker's loader script answers 404: the worker never answers, its watchdog
  // fires, and the medium bot in the page answers the hint instead, saying so.
  const env = useBrowser();

  test('the medium bot in the page answers, and the hint says it is not the hard bot', { timeout: 120_000 }, async () => {
    const { context, page } = await openApp(env.browser, env.server.url, {
      prepare: (context) => context.route('**/worker_loader.js', (route) => route.fulfill({ status: 404, body: 'gone' })),
    });
    try {
      await page.setViewportSize(DESKTOP);
      await startGame(page, { players: 2, bots: ['hard'], speed: 'instant', seed: 5 });
      assert.equal(await waitForHumanOrEnd(page), 'you');
      const before = await save(page);
      await page.locator(UI.hint).click();
      await page.locator(`${UI.hintText}[data-thinking="false"]`).waitFor({ timeout: 30_000 });
      assert.match(await page.locator(UI.hintText).textContent(), /The hard bot is not available; the medium bot's choice: .+\./);
      assert.equal(await page.locator(SEL.table).getAttribute('data-in-page'), 'true');
      const key = await page.locator(UI.hinted).getAttribute('data-choice');
      assert.ok((await choices(page)).includes(key), `${key} is a choice`);
      assertOnlyHintCounted(await save(page), before, 'after the in-page hint');
    } finally {
      await context.close();
    }
  });
});
