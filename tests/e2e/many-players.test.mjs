// 5 to 8 players through the UI, on a 1280x800 desktop and a 390x844 phone: a whole
// 8-player game (you and 7 bots, the extra roles fixed: all four) and a 6-player game
// with chosen extra roles (captain and viceroy); and a 5-player game with one deck
// and each gold mine once per round. The person takes an extra role nobody
// has used yet whenever one is offered; by the end every extra role in play was chosen
// (the log says so, and the record). The table stays within the screen's width (the
// opponents summarised, opened on demand; nine placards; the log and the score pad),
// the explorer's cards lie face up for everyone, the captain's goods are shipped with
// buttons, the shipped counts show in every area and on the score pad, the viceroy's
// first turn in the top bar. No console errors.
// Run: node --test tests/e2e/many-players.test.mjs
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, useApp } from './support.mjs';
import { SEL, choices, exportedRecordText, readScorePad, startGame, T, unreadableScorePadNames, waitForHumanOrEnd } from './table-page.mjs';

/** The extra roles: their choice keys' names, their English names, the record's. */
const EXTRA = [
  { key: 'gold digger', en: 'Gold digger', record: 'gold_digger', tick: 'gold-digger', log: '(gold digger)' },
  { key: 'explorer', en: 'Explorer', record: 'explorer', tick: 'explorer', log: '(explorer)' },
  { key: 'captain', en: 'Captain', record: 'captain', tick: 'captain', log: '(captain)' },
  { key: 'viceroy', en: 'Viceroy', record: 'viceroy', tick: 'viceroy', log: '(viceroy)' },
];

async function noHorizontalScroll(page, when) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${when}: scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`);
}

/** The extra roles the log shows chosen (its visible tail is enough between two turns). */
async function rolesChosenInLog(page) {
  const text = await page.locator(SEL.log).textContent();
  return EXTRA.filter((r) => text.includes(`chose the ${r.en}`)).map((r) => r.key);
}

/** Clicks the choice `key` and waits for the page to react. */
async function click(page, key) {
  const rev = await page.locator(SEL.app).getAttribute('data-rev');
  await page.locator(`[data-choice="${key}"]`).first().click();
  await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
}

const GAMES = [
  {
    what: '8 players (you and 7 bots), the extra roles fixed',
    players: 8,
    bots: ['medium', 'easy', 'medium', 'easy', 'medium', 'easy', 'medium'],
    extraRoles: undefined,
    inPlay: ['gold digger', 'explorer', 'captain', 'viceroy'],
  },
  {
    what: '6 players, the captain and the viceroy chosen',
    players: 6,
    bots: ['medium', 'easy', 'medium', 'easy', 'medium'],
    extraRoles: ['captain', 'viceroy'],
    inPlay: ['captain', 'viceroy'],
  },
  {
    what: '5 players with one deck, each gold mine once per round',
    players: 5,
    bots: ['medium', 'easy', 'medium', 'easy'],
    oneDeck: true,
    inPlay: [],
    placards: 5,
  },
];

for (const [where, viewport, seed] of [
  ['desktop', DESKTOP, 81],
  ['phone', PHONE, 82],
]) {
  for (const game of GAMES) {
    describe(`${game.what}, a whole game on a ${where}`, () => {
      const app = useApp();

      before(async () => {
        await app.page.setViewportSize(viewport);
      });

      test('the form sets it up: the roles in play on the placards, the opponents summarised', async () => {
        const { page } = app;
        await startGame(page, { players: game.players, bots: game.bots, speed: 'instant', name: 'Ana', seed, extraRoles: game.extraRoles, oneDeck: game.oneDeck });
        if (game.oneDeck) {
          // The one-deck game's variant was offered with it; the game is on already, so
          // its record says below whether the form carried both.
          assert.equal(await page.locator('[data-testid="gold-mine-once"]').count(), 0, 'the form is gone');
        }
        const roles = await page.locator('.placards [data-role]').evaluateAll((els) => els.map((e) => e.dataset.role));
        assert.equal(roles.length, game.placards ?? game.players + 1, `placards: ${roles}`);
        for (const r of EXTRA) assert.equal(roles.includes(r.key), game.inPlay.includes(r.key), `${r.key} on the placards: ${roles}`);
        const summaries = page.locator('[data-testid="opponent-details"]');
        assert.equal(await summaries.count(), game.players - 1);
        await noHorizontalScroll(page, 'at the start');
        // An opponent opened in full on demand, then closed.
        const first = summaries.first();
        await first.locator('summary').click();
        assert.equal(await first.evaluate((d) => d.open), true);
        await noHorizontalScroll(page, 'an opponent opened');
        await first.locator('summary').click();
        assert.equal(await first.evaluate((d) => d.open), false);
      });

      test('played by clicking, every extra role in play chosen at least once', { timeout: 1_800_000 }, async () => {
        const { page } = app;
        const used = new Set();
        const seen = new Set();
        let decisions = 0;
        for (;;) {
          const turn = await waitForHumanOrEnd(page, 120_000);
          if (turn === 'over') break;
          assert.ok(decisions < 3000, 'no end after 3000 decisions');
          decisions += 1;
          const offered = await choices(page);
          assert.ok(offered.length > 0, 'your turn, nothing offered');
          if (offered.some((k) => k.startsWith('role:'))) for (const r of await rolesChosenInLog(page)) used.add(r);
          if (await page.locator('[data-testid="first-turn"]').count()) seen.add('first-turn');
          if (offered.some((k) => k.startsWith('ship:'))) {
            seen.add('ship');
            // The ship buttons are in the prompt.
            assert.ok(await page.locator(`${SEL.prompt} [data-choice^="ship:"]`).count() > 0);
          }
          if (offered.some((k) => k.startsWith('keep:')) && (await page.locator('.drawn h2').textContent().catch(() => '')).includes('explorer')) {
            seen.add('explorer-cards');
          }
          if (decisions % 25 === 1) await noHorizontalScroll(page, `decision ${decisions}`);
          const unused = EXTRA.find((r) => !used.has(r.key) && offered.includes(`role:${r.key}`));
          const key = unused ? `role:${unused.key}` : (offered.find((k) => k !== 'pass') ?? offered[0]);
          if (unused) used.add(unused.key);
          await click(page, key);
        }
        assert.ok(decisions >= 20, `only ${decisions} human decisions`);
        // The end as it comes: the score pad at the board's top, every name whole and seen.
        await page.locator(SEL.scorePad).waitFor({ timeout: T });
        assert.deepEqual(await unreadableScorePadNames(page), [], 'the players\' names on the score pad');

        // Every extra role in play was chosen: by the record, and in the log's words.
        const record = await exportedRecordText(page);
        const parsed = JSON.parse(record);
        assert.equal(parsed.options.players, game.players);
        assert.equal(parsed.options.one_deck, Boolean(game.oneDeck));
        assert.equal(parsed.options.gold_mine_once_per_round, Boolean(game.oneDeck));
        const chosen = new Set(parsed.actions.filter((a) => a?.choose_role).map((a) => a.choose_role.role));
        for (const r of EXTRA) assert.equal(chosen.has(r.record), game.inPlay.includes(r.key), `${r.key} chosen: ${[...chosen]}`);
        await page.locator('[data-testid="log"] li.earlier button').click().catch(() => {});
        const log = await page.locator(SEL.log).textContent();
        for (const r of EXTRA.filter((r) => game.inPlay.includes(r.key))) {
          assert.ok(log.includes(`chose the ${r.en}`), `the log never says the ${r.en} was chosen`);
          assert.ok(log.includes(r.log), `no ${r.log} in the log`);
        }
        if (game.inPlay.includes('viceroy')) assert.ok(seen.has('first-turn'), 'the viceroy\'s first turn never showed');
        if (game.inPlay.includes('explorer')) assert.ok(seen.has('explorer-cards'), 'the explorer\'s cards never lay face up to pick from');

        // The end: the score pad with the shipped row, the shipped counts in every area.
        const shown = await readScorePad(page);
        assert.equal(shown.totals.length, game.players);
        const captain = game.inPlay.includes('captain');
        assert.equal(await page.locator('[data-testid="score-shipped"]').count(), captain ? 1 : 0);
        assert.equal(await page.locator('[data-testid="shipped-count"]').count(), captain ? game.players : 0);
        await noHorizontalScroll(page, 'the score pad');
        assertNoErrors(app, { origin: false });
        assert.equal(await page.locator(SEL.table).getAttribute('data-in-page'), 'false');
      });
    });
  }
}
