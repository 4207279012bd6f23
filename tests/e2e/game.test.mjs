// A whole 2-player game in headless Chromium, played through the UI: from the new-game
// screen (you vs a medium bot, speed instant) to the scoring pad, every human decision
// made by clicking the first highlighted legal choice. The scores shown must equal the
// engine's own result for the game's record, replayed by the native command line
// (`san-juan replay`). No console errors; no request leaves the origin.
// Run: node --test tests/e2e/game.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { assertNoErrors, sanJuanBinary, useApp } from './support.mjs';
import { SEL, exportedRecordText, playFirstChoice, playToTheEnd, readScorePad, startGame, T, waitForHumanOrEnd } from './table-page.mjs';

const run = promisify(execFile);
const SEED = 20_240_611;


describe('a whole game against a medium bot, played by clicking', () => {
  const app = useApp();
  let dir;
  let decisions = [];

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'san-juan-e2e-'));
  });

  after(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('new game: Ana vs Bruno (medium), instant', async () => {
    await startGame(app.page, { players: 2, bots: ['medium'], speed: 'instant', name: 'Ana', seed: SEED });
    const names = await app.page.locator('.player-name').allTextContents();
    assert.ok(names.some((n) => n.includes('Ana')), `Ana is not at the table: ${names}`);
    assert.ok(names.some((n) => n.includes('Bruno')), `Bruno is not at the table: ${names}`);
  });

  test('a card you can build says what it costs you after discounts, and the payment asks exactly that', { timeout: 300_000 }, async () => {
    const { page } = app;
    // Play on with the usual policy until a build is discounted (builder privilege,
    // smithy, quarry) but still costs at least one card.
    for (let i = 0; i < 400; i++) {
      assert.notEqual(await waitForHumanOrEnd(page), 'over', 'the game ended before a paid build');
      const cards = await page.locator('.hand [data-choice^="build"]').evaluateAll((els) =>
        els.map((e) => ({
          key: e.dataset.choice,
          verb: e.querySelector('.verb')?.textContent ?? '',
          printed: Number(e.querySelector('.cost')?.textContent),
        })),
      );
      for (const c of cards) assert.match(c.verb, /^Build (for [1-9]\d*|free)$|^Build…$/, `verb of ${c.key}`);
      const paid = cards.find((c) => /^Build for/.test(c.verb) && Number(c.verb.replace('Build for ', '')) < c.printed);
      if (!paid) {
        decisions.push(await playFirstChoice(page));
        continue;
      }
      const cost = Number(paid.verb.replace('Build for ', ''));
      const rev = await page.locator(SEL.app).getAttribute('data-rev');
      await page.locator(`.hand [data-choice="${paid.key}"]`).first().click();
      decisions.push(paid.key);
      await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
      const line = await page.locator(SEL.prompt).textContent();
      const more = cost === 1 ? '1 card more' : `${cost} cards more`;
      assert.ok(line.includes(`Paying for the `) && line.includes(`: ${more}`), `built for ${cost}, but the prompt says: ${line}`);
      return;
    }
    assert.fail('no discounted paid build in 400 decisions');
  });

  test('every decision made by clicking, to the scoring pad', { timeout: 600_000 }, async () => {
    // Counting the decisions the test above made in the same game.
    decisions.push(...(await playToTheEnd(app.page)));
    assert.ok(decisions.length >= 20, `only ${decisions.length} human decisions`);
    // The policy touched several kinds of decision.
    const kinds = new Set(decisions.map((k) => k.split(':')[0]));
    for (const kind of ['role', 'build', 'pay']) assert.ok(kinds.has(kind), `never "${kind}": ${[...kinds]}`);
    await app.page.locator(SEL.scorePad).waitFor({ timeout: T });
  });

  test('the scoring pad shows the engine result of the exported record', async () => {
    const { page } = app;
    const shown = await readScorePad(page);
    assert.equal(shown.totals.length, 2);

    const text = await exportedRecordText(page);
    const record = JSON.parse(text);
    assert.equal(record.format, 'san-juan-record');
    assert.equal(record.seed, SEED);
    assert.equal(record.options.players, 2);
    assert.equal(String(record.actions.length), await page.locator(SEL.table).getAttribute('data-step'));

    // Downloaded again, the same record.
    assert.equal(await exportedRecordText(page), text);

    const file = join(dir, 'game.json');
    await writeFile(file, text);
    const { stdout } = await run(await sanJuanBinary(), ['replay', file], { maxBuffer: 1 << 26 });
    const replay = JSON.parse(stdout);
    assert.equal(replay.over, true, 'the record does not reach the end of the game');
    const engine = replay.final_score;
    for (const { seat, total } of shown.totals) {
      assert.equal(total, engine.players[seat].total, `seat ${seat}: shown ${total}, engine ${engine.players[seat].total}`);
    }
    assert.deepEqual(shown.winners, engine.winners);
    const names = ['Ana', 'Bruno'];
    for (const w of engine.winners) assert.ok(shown.verdict.includes(names[w]), `verdict "${shown.verdict}" misses ${names[w]}`);
  });

  test('the log tells the game in words', async () => {
    // The log lists the newest line first in the document (it is shown bottom-up).
    const lines = (await app.page.locator(`${SEL.log} li:not(.earlier)`).allTextContents()).reverse();
    assert.ok(lines.length > 50, `only ${lines.length} log lines`);
    assert.ok(lines.some((l) => /^Ana chose the (Builder|Producer|Trader|Councillor|Prospector)/.test(l)));
    assert.ok(lines.some((l) => /^Bruno built the [A-Z].+ for /.test(l)));
    assert.match(lines.at(-1), /12th building: the game is over\./);
  });

  test('the bots played in the worker; no console errors, nothing left the origin', async () => {
    assert.equal(await app.page.locator(SEL.table).getAttribute('data-in-page'), 'false');
    assert.equal(await app.page.locator(SEL.notice).count(), 0);
    assertNoErrors(app);
  });
});

describe('without the worker, the bots play in the page and say so once', () => {
  // The worker's loader script answers 404 from the first request on (so no cache can
  // hold it either): the worker cannot start.
  const app = useApp({
    prepare: (context) => context.route('**/worker_loader.js', (route) => route.fulfill({ status: 404, body: 'gone' })),
  });

  test('the game goes on with the in-page bot', { timeout: 120_000 }, async () => {
    const { page } = app;
    await startGame(page, { players: 2, bots: ['hard'], speed: 'instant', seed: 5 });
    const notice = page.locator(SEL.notice);
    // The bot is asked at the latest after our first decision; the watchdog then fires.
    for (let i = 0; i < 5 && !(await notice.count()); i++) {
      const turn = await Promise.race([
        waitForHumanOrEnd(page, 60_000),
        notice.waitFor({ timeout: 60_000 }).then(() => 'notice'),
      ]);
      if (turn === 'you') await playFirstChoice(page);
    }
    await notice.waitFor({ timeout: 30_000 });
    assert.match(await notice.textContent(), /in this page, at medium strength/);
    assert.equal(await page.locator(SEL.table).getAttribute('data-in-page'), 'true');
    await notice.getByRole('button').click();
    // The bot keeps moving; the notice does not come back.
    const botLines = () =>
      page.locator(`${SEL.log} li`).evaluateAll((lis) => lis.filter((li) => li.textContent.startsWith('Bruno ')).length);
    const before = await botLines();
    for (let i = 0; i < 40 && (await botLines()) === before; i++) {
      if ((await waitForHumanOrEnd(page, 30_000)) === 'over') break;
      await playFirstChoice(page);
    }
    await waitForHumanOrEnd(page, 30_000);
    assert.ok((await botLines()) > before, 'the bot did not move after the worker failed');
    // The in-page bot is the worker's own bundle, loaded into the page (ui::fallback).
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    for (const file of ['/worker.js', '/worker_bg.wasm']) assert.ok(loaded.some((p) => p.endsWith(file)), `the page did not load ${file}`);
    assert.equal(await notice.count(), 0);
    assertNoErrors(app, { console: false });
  });
});
