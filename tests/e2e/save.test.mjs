// Saving and resuming in headless Chromium: the game is saved in localStorage after every
// action and a reload resumes it (bots included); starting a new game while one runs asks
// first (a dialog in the page); a damaged save, a save of another version and a save whose
// record does not replay each show a message (with the save for download) and a fresh
// start, without console errors; the message says in words, in the page's language,
// what went wrong, the parser's or the engine's own text only inside a closed
// "Details" disclosure. Also: service workers unavailable do not throw.
// Run: node --test tests/e2e/save.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, openApp, useApp, useBrowser } from './support.mjs';
import { SEL, T, downloadedText, playFirstChoice, playToTheEnd, readScorePad, startGame, waitForHumanOrEnd } from './table-page.mjs';

const SAVE_KEY = 'san-juan.save';
const UI = {
  ...SEL,
  newGame: '[data-testid="new-game"]',
  confirm: '[data-testid="confirm"]',
  confirmYes: '[data-testid="confirm-yes"]',
  confirmNo: '[data-testid="confirm-no"]',
  damaged: '[data-testid="damaged-save"]',
  damagedReason: '[data-testid="damaged-save-reason"]',
  damagedDetails: '[data-testid="damaged-save-details"]',
  downloadSave: '[data-testid="download-save"]',
  round: '.top-bar .round',
  handSize: '[data-testid="hand-size"]', // "4 cards in hand", in each seat's area
  replaySeat: '[data-testid="replay-seat"]', // the replay's "Seen by" seat
};

const readSave = (page) => page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);

/** What the table shows that a resumed game must show again. */
async function snapshot(page) {
  return {
    step: await page.locator(UI.table).getAttribute('data-step'),
    round: await page.locator(UI.round).textContent(),
    logLines: await page.locator(`${UI.log} li`).count(),
    hand: await page.locator('.hand h2').textContent(),
    players: await page.locator('.player-name').allTextContents(),
  };
}

/** A fresh page whose localStorage holds `text` under the save key before the app loads. */
async function openWithSave(browser, server, text, locale) {
  const app = await openApp(browser, server.url, { locale });
  // The service worker's first claim must not reload the page under the test.
  await app.page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 10_000 }).catch(() => {});
  await app.page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, text]);
  await app.page.reload({ waitUntil: 'load' });
  return app;
}

describe('save and resume', () => {
  const app = useApp();

  test('a reload resumes the same table, and play goes on', { timeout: 120_000 }, async () => {
    const { page } = app;
    await startGame(page, { players: 2, bots: ['medium'], speed: 'instant', name: 'Ana', seed: 4242 });
    for (let i = 0; i < 4; i++) {
      if ((await waitForHumanOrEnd(page)) !== 'you') break;
      await playFirstChoice(page);
    }
    await waitForHumanOrEnd(page);
    const before = await snapshot(page);
    assert.ok(Number(before.step) > 0, 'no action was played');
    const saved = JSON.parse(await readSave(page));
    assert.equal(saved.format, 'san-juan-save');
    assert.equal(saved.version, 1);
    assert.equal(String(saved.game.record.actions.length), before.step);
    assert.equal(saved.game.seats.length, 2);

    await page.reload({ waitUntil: 'load' });
    await page.locator(UI.table).waitFor({ timeout: T });
    await waitForHumanOrEnd(page);
    const after = await snapshot(page);
    assert.deepEqual(after, before);

    // Play continues: a decision, then the bot answers, and the save follows.
    assert.equal(await waitForHumanOrEnd(page), 'you');
    await playFirstChoice(page);
    await waitForHumanOrEnd(page);
    const step = Number(await page.locator(UI.table).getAttribute('data-step'));
    assert.ok(step > Number(before.step));
    const again = JSON.parse(await readSave(page));
    assert.equal(again.game.record.actions.length, step);
  });

  test('a reload while a bot is thinking resumes and the bot moves', { timeout: 120_000 }, async () => {
    const { page } = app;
    await page.locator(UI.setupSpeed.replace('setup-speed', 'speed')).selectOption('slow');
    assert.equal(await waitForHumanOrEnd(page), 'you');
    await playFirstChoice(page);
    // Reload at once: the bot (slow pace) has not moved yet, or just has.
    await page.reload({ waitUntil: 'load' });
    await page.locator(UI.table).waitFor({ timeout: T });
    assert.equal(await waitForHumanOrEnd(page, 60_000), 'you');
  });

  test('New game while a game runs asks first (in the page); Cancel or Escape keeps the game', { timeout: 60_000 }, async () => {
    const { page } = app;
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      d.dismiss();
    });
    const step = await page.locator(UI.table).getAttribute('data-step');
    await page.locator(UI.newGame).click();
    await page.locator(UI.start).click();
    await page.locator(UI.confirm).waitFor({ timeout: T });
    // Keyboard: the dialog opens on Cancel (the safe choice), Tab cycles inside it, and
    // Escape cancels and gives the focus back to the Start button.
    const focused = () => page.evaluate(() => document.activeElement?.dataset.testid ?? document.activeElement?.tagName);
    assert.equal(await focused(), 'confirm-no');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'confirm-yes');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'confirm-no');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(), 'confirm-no');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator(UI.confirm).count(), 0);
    assert.equal(await focused(), 'start');
    await page.locator(UI.start).click();
    await page.locator(UI.confirm).waitFor({ timeout: T });
    await page.locator(UI.confirmNo).click();
    assert.equal(await page.locator(UI.confirm).count(), 0);
    await page.locator('[data-testid="back-to-game"]').click();
    assert.equal(await page.locator(UI.table).getAttribute('data-step'), step);

    await page.locator(UI.newGame).click();
    await page.locator(UI.seed).fill('77');
    await page.locator(UI.start).click();
    await page.locator(UI.confirmYes).click();
    await page.locator(UI.table).waitFor({ timeout: T });
    await waitForHumanOrEnd(page);
    const saved = JSON.parse(await readSave(page));
    assert.equal(saved.game.record.seed, 77);
    assert.equal(dialogs, 0, 'window.confirm/alert was used');
    assertNoErrors(app, { origin: false });
  });
});

describe('a save that cannot be resumed', () => {
  const env = useBrowser();
  let valid;

  before(async () => {
    // A real save to damage.
    const app = await openApp(env.browser, env.server.url);
    await startGame(app.page, { players: 2, bots: ['easy'], speed: 'instant', seed: 99 });
    await waitForHumanOrEnd(app.page);
    await playFirstChoice(app.page);
    await waitForHumanOrEnd(app.page);
    valid = JSON.parse(await readSave(app.page));
    await app.context.close();
  });

  // The first action played thrice: the second cannot be legal at that point.
  const tampered = () => {
    const bad = structuredClone(valid);
    bad.game.record.actions = [bad.game.record.actions[0], bad.game.record.actions[0], bad.game.record.actions[0]];
    return JSON.stringify(bad);
  };
  // Each: its name, the save's text, the words said, the details (none: no disclosure).
  const cases = [
    ['garbage', () => '{not json at all', /cut short or changed/, /line 1 column/],
    ['another version', () => JSON.stringify({ ...valid, version: 99 }), /another version/, null],
    ['not a save', () => JSON.stringify({ hello: 1 }), /not a San Juan save/, null],
    ['a record that does not replay', tampered, /moves do not play again/, /step \d+/],
  ];

  /** The message's words and its details as the page shows them. */
  const said = async (page) => ({
    reason: await page.locator(UI.damagedReason).textContent(),
    shown: await page.locator(UI.damaged).evaluate((el) => el.innerText),
    details: (await page.locator(UI.damagedDetails).count()) ? await page.locator(`${UI.damagedDetails} code`).textContent() : null,
    open: await page.locator(UI.damagedDetails).evaluate((d) => d.open).catch(() => null),
  });

  test('in Russian: the words in Russian, the engine\'s text only in the closed "Details"', { timeout: 60_000 }, async () => {
    const text = tampered();
    const app = await openWithSave(env.browser, env.server, text, 'ru-RU');
    try {
      const { page } = app;
      await page.locator(UI.damaged).waitFor({ timeout: T });
      const s = await said(page);
      assert.match(s.reason, /^[^A-Za-z]+$/, `the reason in Russian words: ${s.reason}`);
      assert.match(s.details, /step \d+/);
      assert.equal(s.open, false, 'the details closed');
      assert.ok(!s.shown.includes(s.details.slice(0, 20)), `the engine's text shows outside the details: ${s.shown}`);
      assert.equal(await page.locator(`${UI.damagedDetails} summary`).textContent(), 'Подробности');
      await page.locator(`${UI.damagedDetails} summary`).click();
      assert.ok((await page.locator(UI.damaged).evaluate((el) => el.innerText)).includes(s.details), 'opened, the details show');
      assert.equal(await downloadedText(page, UI.downloadSave), text, 'the save downloads as it was');
      assert.equal(await readSave(page), text, 'the save kept');
      assertNoErrors(app, { origin: false });
    } finally {
      await app.context.close();
    }
  });

  for (const [name, make, reason, details] of cases) {
    test(`${name}: a message, the save to download, a fresh start, no errors`, { timeout: 60_000 }, async () => {
      const text = make();
      const app = await openWithSave(env.browser, env.server, text);
      try {
        const { page } = app;
        await page.locator(UI.damaged).waitFor({ timeout: T });
        const s = await said(page);
        assert.match(s.reason, reason);
        if (details) {
          assert.match(s.details, details);
          assert.equal(s.open, false, 'the details closed');
          assert.ok(!s.reason.includes(s.details), 'the details apart from the words');
        } else assert.equal(s.details, null, 'no details');
        assert.equal(await downloadedText(page, UI.downloadSave), text);
        // Still there after a reload until dismissed; then set aside.
        await page.reload({ waitUntil: 'load' });
        await page.locator(UI.damaged).waitFor({ timeout: T });
        await page.locator('[data-testid="dismiss-damaged"]').click();
        assert.equal(await page.locator(UI.damaged).count(), 0);
        assert.equal(await readSave(page), null);
        assert.equal(await page.evaluate(() => localStorage.getItem('san-juan.save.damaged')), text);
        await page.reload({ waitUntil: 'load' });
        await page.locator(UI.start).waitFor({ timeout: T });
        assert.equal(await page.locator(UI.damaged).count(), 0);
        // A fresh start: no question asked (no game runs), a table.
        await startGame(page, { players: 2, bots: ['easy'], speed: 'instant', seed: 5 });
        await waitForHumanOrEnd(page);
        assert.equal(JSON.parse(await readSave(page)).game.record.seed, 5);
        assertNoErrors(app, { origin: false });
      } finally {
        await app.context.close();
      }
    });
  }
});

describe('two tabs of the same game', () => {
  const app = useApp();

  test('the tab that did not save last stops saving and says why', { timeout: 120_000 }, async () => {
    const first = app.page;
    await startGame(first, { players: 2, bots: ['easy'], speed: 'instant', seed: 606 });
    assert.equal(await waitForHumanOrEnd(first), 'you');
    // A second tab of the same browser resumes the same game and plays on.
    const second = await app.context.newPage();
    await second.goto(app.server.url, { waitUntil: 'load' });
    await second.locator(UI.table).waitFor({ timeout: T });
    assert.equal(await waitForHumanOrEnd(second), 'you');
    await playFirstChoice(second);
    await waitForHumanOrEnd(second);
    const savedBySecond = JSON.parse(await readSave(second)).game.record.actions.length;

    // The first tab is told, and what it plays now is not saved over the second's game.
    await first.locator(SEL.notice).waitFor({ timeout: T });
    assert.match(await first.locator(SEL.notice).textContent(), /another tab/);
    await playFirstChoice(first);
    await waitForHumanOrEnd(first);
    assert.equal(JSON.parse(await readSave(first)).game.record.actions.length, savedBySecond);
    await second.close();
    assertNoErrors(app, { console: false, origin: false });
  });
});

describe('statistics', () => {
  const app = useApp();

  const stats = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('san-juan.stats') ?? 'null'));

  test('counted once when a game ends, shown on the new-game screen', { timeout: 600_000 }, async () => {
    const { page } = app;
    const line = page.locator('[data-testid="player-stats"]');
    await line.waitFor({ timeout: T });
    assert.match(await line.textContent(), /No game finished yet/);
    await startGame(page, { players: 2, bots: ['easy'], speed: 'instant', seed: 31 });
    await playToTheEnd(page);
    const { totals, winners } = await readScorePad(page);
    const mine = totals.find((t) => t.seat === 0).total;
    const won = winners.includes(0) ? 1 : 0;
    assert.deepEqual(await stats(page), { played: 1, won, total_score: mine });

    // A reload shows the finished game again and does not count it again.
    await page.reload({ waitUntil: 'load' });
    await page.locator(SEL.scorePad).waitFor({ timeout: T });
    assert.deepEqual(await stats(page), { played: 1, won, total_score: mine });

    // The game is over: New game does not ask; the screen shows the statistics.
    await page.locator(UI.newGame).click();
    assert.match(await line.textContent(), new RegExp(`Games played: 1 · won: ${won} · average score: ${mine}\\.0 VP`));
    await page.locator(UI.start).click();
    await page.locator(UI.table).waitFor({ timeout: T });
    assert.equal(await page.locator(UI.confirm).count(), 0);
    assertNoErrors(app, { origin: false });
  });
});

describe('replaying an imported record', () => {
  const app = useApp();
  let dir;

  before(async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    dir = await mkdtemp(`${tmpdir()}/san-juan-replay-`);
  });

  after(async () => {
    const { rm } = await import('node:fs/promises');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const stepOf = async (page) => Number(await page.locator('[data-testid="replay-step"]').getAttribute('data-step'));

  test('step by step, forward and back, the table and log as they were', { timeout: 120_000 }, async () => {
    const { page } = app;
    const { writeFile } = await import('node:fs/promises');
    await startGame(page, { players: 2, bots: ['easy'], speed: 'instant', seed: 123, name: 'Ana' });
    for (let i = 0; i < 3; i++) {
      await waitForHumanOrEnd(page);
      await playFirstChoice(page);
    }
    await waitForHumanOrEnd(page);
    const played = await snapshot(page);
    // The record as "Export record" downloads it: with the seats' names.
    const file = `${dir}/record.json`;
    const exported = await downloadedText(page, SEL.exportRecord);
    await writeFile(file, exported);
    const record = JSON.parse(exported);
    assert.equal(record.names.length, 2);
    assert.equal(record.names[0], 'Ana');

    await page.locator(UI.newGame).click();
    await page.locator('[data-testid="import-record"]').setInputFiles(file);
    await page.locator('[data-testid="replay"]').waitFor({ timeout: T });
    assert.equal(await stepOf(page), 0);
    // The replay's own bar has the controls; the table's top bar offers only the rules.
    for (const control of [SEL.exportRecord, UI.newGame, '[data-testid="speed"]']) {
      assert.equal(await page.locator(control).count(), 0, `${control} in a replay`);
    }
    assert.equal(await page.locator('[data-testid="replay-step"]').textContent(), `Step 0 of ${record.actions.length}`);
    const logAt0 = await page.locator(`${UI.log} li`).count();
    await page.locator('[data-testid="replay-forward"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="replay-step"]')?.dataset.step === '1');
    assert.equal(await page.locator(UI.table).getAttribute('data-step'), '1');
    assert.ok((await page.locator(`${UI.log} li`).count()) > logAt0, 'the log did not grow');
    await page.locator('[data-testid="replay-back"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="replay-step"]')?.dataset.step === '0');
    assert.equal(await page.locator(`${UI.log} li`).count(), logAt0);
    await page.locator('[data-testid="replay-last"]').click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="replay-step"]')?.dataset.step === String(n), record.actions.length);
    const last = await snapshot(page);
    assert.equal(last.step, played.step);
    // Same round, same names (the record carries them).
    assert.equal(last.round, played.round);
    for (const name of record.names) assert.ok(last.players.some((p) => p.trim() === name), `${name} not in ${last.players}`);
    assert.equal(last.logLines, played.logLines);
    // Seen by Ana's seat at first: her hand, under her name (nobody plays a replay).
    assert.equal(last.hand, played.hand.replace('Your hand', "Ana's hand"));
    assert.equal(await page.locator(UI.choice).count(), 0, 'the replay offers choices');

    // Seen by the other seat: its hand, as many cards as Ana's view said it held.
    const other = record.names[1];
    const held = Number(/\d+/.exec(await page.locator(`.player[data-seat="1"] ${UI.handSize}`).textContent())[0]);
    await page.locator(UI.replaySeat).selectOption('1');
    await page.waitForFunction((t) => document.querySelector('.hand h2')?.textContent.startsWith(t), `${other}'s hand`);
    assert.equal(await page.locator('.hand h2').textContent(), `${other}'s hand (${held})`);
    assert.equal(await page.locator('.hand .cards li').count(), held);
    assert.equal(await page.locator(UI.choice).count(), 0, 'the replay offers choices');
    // Stepping keeps the seat; choosing Ana again shows her hand.
    await page.locator('[data-testid="replay-back"]').click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="replay-step"]')?.dataset.step === String(n), record.actions.length - 1);
    assert.ok((await page.locator('.hand h2').textContent()).startsWith(`${other}'s hand`));
    assert.equal(await page.locator(UI.replaySeat).inputValue(), '1');
    await page.locator(UI.replaySeat).selectOption('0');
    await page.waitForFunction(() => document.querySelector('.hand h2')?.textContent.startsWith("Ana's hand"));

    // Close: back to the new-game form; the game in progress is still saved.
    await page.locator('[data-testid="replay-close"]').click();
    await page.locator(UI.start).waitFor({ timeout: T });
    assert.equal(JSON.parse(await readSave(page)).game.record.actions.length, record.actions.length);
    assertNoErrors(app, { origin: false });
  });

  test('a record that does not replay: the error names the step', { timeout: 60_000 }, async () => {
    const { page } = app;
    const { writeFile } = await import('node:fs/promises');
    const record = JSON.parse(await readSave(page)).game.record;
    record.actions = [record.actions[0], record.actions[0], record.actions[0]];
    const file = `${dir}/bad.json`;
    await writeFile(file, JSON.stringify(record));
    await page.locator('[data-testid="import-record"]').setInputFiles(file);
    await page.locator(SEL.notice).waitFor({ timeout: T });
    assert.match(await page.locator(SEL.notice).textContent(), /cannot be replayed: .*step \d+/);
    assert.equal(await page.locator('[data-testid="replay"]').count(), 0);
    assertNoErrors(app, { console: false, origin: false });
  });
});

describe('service workers unavailable', () => {
  const app = useApp({
    prepare: (context) =>
      context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined, configurable: true });
      }),
  });

  test('sw-register.js does not throw when navigator.serviceWorker is undefined', { timeout: 60_000 }, async () => {
    await app.page.locator(SEL.start).waitFor({ timeout: T });
    assertNoErrors(app, { origin: false });
  });
});
