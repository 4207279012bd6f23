// The table on one screen (docs/LAYOUT.md): whole games played through the page, and at
// EVERY decision of the person every control of the decision (each [data-choice]: the
// highlighted cards, placards, city buildings, events and prompt buttons) is inside the
// viewport and not covered (elementFromPoint at its centre is the control or inside it),
// without the test scrolling anything (its clicks are the page's own element.click());
// the page never scrolls sideways. Ctrl+Z at the first decision logs nothing. The person's policy varies its picks (a fixed
// rotation through the choices offered), so builds, crane builds, payments, keeps,
// discards, sales and the events' decisions all come up.
//
// The matrix: 2, 4 and 8 players, each on a desktop (1280x800) and a phone (390x844);
// the 1st edition and the 2nd with the New Buildings and the Events; English, Russian,
// Czech and Chinese. E2E_FULL=1 plays every combination of those (48 games, about
// 40 minutes on 2 cores) instead of the six below.
// Run: node --test tests/e2e/layout.test.mjs   (E2E_FULL=1 for the full matrix)
import { before, describe, test } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, REPO_ROOT, assertNoErrors, openApp, useBrowser } from './support.mjs';
import { SEL, T, choices, clickInPlace, controlsOutOfView, startGame, waitForHumanOrEnd } from './table-page.mjs';

const SHOTS = join(REPO_ROOT, 'target', 'e2e-screenshots');
const SIZES = { desktop: DESKTOP, phone: PHONE };
const LOCALES = { en: 'en-US', ru: 'ru-RU', cs: 'cs-CZ', 'zh-Hant': 'zh-TW' };
const RULES = {
  first: { edition: 'first' },
  second: { edition: 'second', newBuildings: true, events: true },
};

/** The six games CI plays: each value at least once, both sizes at each player count. */
const CI = [
  { players: 2, size: 'phone', rules: 'second', lang: 'ru' },
  { players: 2, size: 'desktop', rules: 'first', lang: 'en' },
  { players: 4, size: 'phone', rules: 'first', lang: 'zh-Hant' },
  { players: 4, size: 'desktop', rules: 'second', lang: 'cs' },
  { players: 8, size: 'phone', rules: 'second', lang: 'cs' },
  { players: 8, size: 'desktop', rules: 'second', lang: 'ru' },
];

function fullMatrix() {
  const games = [];
  for (const players of [2, 4, 8])
    for (const size of Object.keys(SIZES))
      for (const rules of Object.keys(RULES))
        for (const lang of Object.keys(LOCALES)) games.push({ players, size, rules, lang });
  return games;
}

const ONLY = process.env.LAYOUT_ONLY?.split(',').map(Number);
const GAMES = (process.env.E2E_FULL ? fullMatrix() : CI).map((g, i) => ({ ...g, n: i })).filter((g) => !ONLY || ONLY.includes(g.n));

/** The person's pick at decision `i`: a rotation through what is offered, declining now and then. */
function pick(offered, i) {
  const others = offered.filter((k) => k !== 'pass');
  if (others.length === 0 || (offered.includes('pass') && i % 9 === 8)) return offered.includes('pass') ? 'pass' : offered[0];
  return others[(i * 5 + 3) % others.length];
}

describe('the table on one screen: every decision\'s controls in view', () => {
  const env = useBrowser();
  before(() => mkdir(SHOTS, { recursive: true }));

  for (const game of GAMES) {
    const n = game.n;
    const what = `${game.players} players, ${game.rules} edition${game.rules === 'second' ? ' with the New Buildings and the Events' : ''}, ${game.size}, ${game.lang}`;
    test(what, { timeout: 600_000 }, async () => {
      const app = await openApp(env.browser, env.server.url, { locale: LOCALES[game.lang] });
      env.context = app.context;
      const { page } = app;
      try {
        await page.setViewportSize(SIZES[game.size]);
        await startGame(page, {
          players: game.players,
          bots: Array(game.players - 1).fill('easy'),
          speed: 'instant',
          seed: 2500 + n,
          ...RULES[game.rules],
        });
        assert.equal(await page.evaluate(() => document.documentElement.lang), game.lang, 'the page says its language');
        const messages = [];
        page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
        let decisions = 0;
        for (;;) {
          if ((await waitForHumanOrEnd(page, 120_000)) === 'over') break;
          const offered = await choices(page);
          assert.ok(offered.length > 0, `decision ${decisions + 1}: nothing offered`);
          const line = (await page.locator(SEL.prompt).locator('.prompt-line').textContent()).trim();
          const out = await controlsOutOfView(page);
          if (out.length > 0) await page.screenshot({ path: join(SHOTS, `layout-failed-${n}.png`) });
          assert.deepEqual(out, [], `${what}, decision ${decisions + 1} ("${line}"):\n${out.join('\n')}`);
          // Ctrl+Z (the undo shortcut) at the first decision: no console message at all
          // (a passive listener would log "Unable to preventDefault ...").
          // (The bot workers' start may log wasm-bindgen's notice meanwhile: not ours.)
          if (decisions === 0) {
            messages.length = 0;
            await page.keyboard.press('Control+z');
            await page.waitForFunction(() => new Promise((ok) => requestAnimationFrame(() => ok(true))));
            const ours = messages.filter((m) => !m.includes('deprecated parameters for the initialization function'));
            assert.deepEqual(ours, [], 'console messages after Ctrl+Z');
          }
          await clickInPlace(page, pick(offered, decisions));
          decisions += 1;
          assert.ok(decisions < 1500, 'no end after 1500 decisions');
        }
        assert.ok(decisions >= 10, `only ${decisions} decisions`);
        // At the end: the score pad and "Play again" in view too.
        await page.locator(SEL.scorePad).waitFor({ timeout: T });
        const end = await controlsOutOfView(page);
        assert.deepEqual(end, [], `${what}, the end:\n${end.join('\n')}`);
        assertNoErrors(app);
      } finally {
        await app.context.close();
        env.context = undefined;
      }
    });
  }
});
