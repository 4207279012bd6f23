// Rivals with a style (docs/BOTS.md "The rivals"), on a desktop (1280×800) and a phone
// (390×844): the opponents' select offers the four levels and, apart, the four rivals;
// a rival chosen shows its line on how it plays and how strong it is, the select
// described by it, and the new-game screen stays axe clean; a rival plays a whole game
// in the bot worker to the score pad, which names it, as the game's record does (its
// name, and its bot in `players`). No console message or page error all along.
// Run: node --test tests/e2e/rivals.test.mjs
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, useApp } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { SEL, exportedRecordText, playToTheEnd, readScorePad, startGame, T } from './table-page.mjs';

const LEVELS = ['easy', 'medium', 'hard', 'expert'];
const RIVALS = ['production', 'violet', 'chapel', 'rush'];

/** The values of the seat's select, by group: [label, values] for each optgroup, then the rest. */
const offered = (page, i) =>
  page.locator(SEL.botLevel(i)).evaluate((select) => {
    const groups = [...select.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.value)]);
    const loose = [...select.children].filter((c) => c.tagName === 'OPTION').map((o) => o.value);
    return { groups, loose };
  });

for (const [where, size] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  describe(`rivals with a style: ${where}`, () => {
    const app = useApp();
    before(async () => app.page.setViewportSize(size));

    test('the select offers the levels and the rivals; a rival chosen says how it plays and how strong it is', async () => {
      const { page } = app;
      await page.locator(SEL.start).waitFor({ timeout: T });
      const { groups, loose } = await offered(page, 0);
      assert.deepEqual(groups, [
        ['Levels', LEVELS],
        ['Rivals with a style', RIVALS],
      ]);
      assert.deepEqual(loose, ['person']);
      assert.equal(await page.locator('[data-testid="rival-style-0"]').count(), 0, 'no line for a level');

      await page.locator(SEL.botLevel(0)).selectOption('violet');
      const style = page.locator('[data-testid="rival-style-0"]');
      await style.waitFor({ timeout: T });
      assert.match(await style.textContent(), /city hall\. Wins \d+% of two-player games against Medium\./);
      assert.equal(await page.locator(SEL.botLevel(0)).getAttribute('aria-describedby'), await style.getAttribute('id'));
      assert.match(await page.locator(`${SEL.botLevel(0)} option:checked`).textContent(), /^The Architect: /);
      assert.equal((await page.locator('#seat-label-0').textContent()).trim(), 'Architect', 'the seat takes the rival\'s name');

      // The rival's long name and line keep the form within the screen's width.
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement.scrollWidth,
        clientWidth: document.scrollingElement.clientWidth,
      }));
      assert.ok(scrollWidth <= clientWidth, `the new-game form scrolls sideways: ${scrollWidth} > ${clientWidth}`);

      const findings = await seriousFindings(page);
      assert.deepEqual(findings, [], `new-game screen with a rival chosen:\n${describeFindings(findings)}`);

      await page.locator(SEL.botLevel(0)).selectOption('hard');
      await style.waitFor({ state: 'detached', timeout: T });
    });

    test('a rival plays a whole game to the score pad, which names it as the record does', { timeout: 600_000 }, async () => {
      const { page } = app;
      await startGame(page, { players: 2, bots: ['production'], speed: 'instant', seed: where === 'phone' ? 21 : 20 });
      assert.match((await page.locator('.who').first().textContent()).trim(), /Rival bot$/);
      await playToTheEnd(page);
      const pad = await readScorePad(page);
      assert.equal(pad.totals.length, 2);
      const names = await page.locator('.score-pad thead th').evaluateAll((ths) => ths.map((th) => th.textContent.trim()));
      assert.ok(names.some((n) => n.startsWith('Producer')), `the score pad's names: ${names}`);
      const record = JSON.parse(await exportedRecordText(page));
      assert.deepEqual(record.players, ['person', 'production']);
      assert.deepEqual(record.names, ['You', 'Producer']);
      // Played in the bot worker: not the page's fallback ("Rival bot, in page").
      assert.match((await page.locator('.who').first().textContent()).trim(), /Rival bot$/);
    });

    test('no console message, page error or foreign request', () => assertNoErrors(app));
  });
}
