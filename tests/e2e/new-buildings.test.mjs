// The 2nd edition with the New Buildings, played through the UI on a desktop and on a
// 390x844 phone: the new-game form's rule set and expansion, the Cathedral beside the
// roles, a whole game against a medium bot by clicking, and a scoring pad that equals
// the engine's result for the exported record (`san-juan replay`), with the New
// Buildings' rows. No horizontal scroll on the phone, no console errors.
// Run: node --test tests/e2e/new-buildings.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DESKTOP, PHONE, assertNoErrors, sanJuanBinary, useApp } from './support.mjs';
import { SEL, exportedRecordText, playToTheEnd, readScorePad, startGame, T } from './table-page.mjs';

const run = promisify(execFile);


for (const [where, viewport, seed] of [
  ['desktop', DESKTOP, 31],
  ['phone', PHONE, 32],
]) {
  describe(`2nd edition + New Buildings, a whole game on a ${where}`, () => {
    const app = useApp();
    let dir;

    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'san-juan-nb-'));
      await app.page.setViewportSize(viewport);
    });

    after(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    test('the form starts it and the Cathedral lies beside the roles', async () => {
      const { page } = app;
      await startGame(page, { players: 2, bots: ['medium'], speed: 'instant', name: 'Ana', seed, edition: 'second', newBuildings: true });
      const cathedral = page.locator('[data-testid="cathedral"]');
      await cathedral.waitFor({ timeout: T });
      assert.match(await cathedral.textContent(), /Cathedral/);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      assert.ok(scrollWidth <= clientWidth, `scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
    });

    test('played by clicking to the scoring pad, which equals the engine result', { timeout: 900_000 }, async () => {
      const { page } = app;
      const decisions = await playToTheEnd(page);
      assert.ok(decisions.length >= 20, `only ${decisions.length} human decisions`);
      const shown = await readScorePad(page);
      const rows = await page.locator(`${SEL.scorePad} tbody th`).allTextContents();
      for (const row of ['Bank', 'Harbor', 'Residence', 'Cathedral']) assert.ok(rows.includes(row), `no ${row} row: ${rows}`);

      const text = await exportedRecordText(page);
      const record = JSON.parse(text);
      assert.equal(record.options.edition, 'second');
      assert.equal(record.options.new_buildings, true);
      const file = join(dir, 'game.json');
      await writeFile(file, text);
      const { stdout } = await run(await sanJuanBinary(), ['replay', file], { maxBuffer: 1 << 26 });
      const engine = JSON.parse(stdout).final_score;
      for (const { seat, total } of shown.totals) assert.equal(total, engine.players[seat].total, `seat ${seat}`);
      assert.deepEqual(shown.winners, engine.winners);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      assert.ok(scrollWidth <= clientWidth, `score pad: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
      assertNoErrors(app, { origin: false });
      assert.equal(await page.locator(SEL.table).getAttribute('data-in-page'), 'false');
    });
  });
}
