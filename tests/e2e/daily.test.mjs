// Today's deal and the rating, in headless Chromium (issue 48): the same deal for
// everyone on a UTC day whatever the browser's time zone, one counted try a day, the
// result shared without a card of the deal, the days played and the rating kept across
// a reload. The page's clock is fixed (Playwright's clock) so the day is known.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, PHONE, REPO_ROOT, assertNoErrors, openApp, useBrowser } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { SEL, T, playToTheEnd } from './table-page.mjs';

/** A moment late on 2026-11-29 in UTC: already the 30th in Tokyo, still the 29th in Honolulu. */
const NOW = new Date('2026-11-29T23:30:00Z');
const DAY = '2026-11-29';

/** Every building's and event's English name (en.ftl's `card-<key> = Name` lines). */
const CARD_NAMES = readFileSync(join(REPO_ROOT, 'assets/i18n/en.ftl'), 'utf8')
  .split('\n')
  .map((line) => /^card-[a-z-]+ = ([A-Z][^{]*)$/.exec(line)?.[1]?.trim())
  .filter(Boolean);

/** Opens the app with the clock fixed at `NOW` and the clipboard allowed. */
async function openAt(env, { timezoneId, viewport = DESKTOP } = {}) {
  const app = await openApp(env.browser, env.server.url, {
    timezoneId,
    prepare: async (context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await context.clock.setFixedTime(NOW);
    },
  });
  await app.page.setViewportSize(viewport);
  await app.page.locator('[data-testid="daily"]').waitFor({ timeout: T });
  return app;
}

/** The person's hand at the table, as card keys in order. */
const hand = (page) => page.locator('.hand li[data-card]').evaluateAll((lis) => lis.map((li) => li.dataset.card));

/** Starts today's deal at the instant pace and waits for the table. */
async function startDaily(page) {
  await page.locator(SEL.setupSpeed).selectOption('instant');
  await page.locator('[data-testid="daily-start"]').click();
  await page.locator(SEL.table).waitFor({ timeout: T });
  await page.locator('.hand li[data-card]').first().waitFor({ timeout: T });
}

async function assertAxeClean(page, where) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const findings = await seriousFindings(page);
    assert.deepEqual(findings, [], `${where} at ${size.width}×${size.height}:\n${describeFindings(findings)}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe("today's deal and the rating", () => {
  const env = useBrowser();

  test('the day is the UTC day in every time zone', async () => {
    for (const timezoneId of ['Asia/Tokyo', 'Pacific/Honolulu']) {
      const app = await openAt(env, { timezoneId });
      assert.equal(await app.page.locator('[data-testid="daily"]').getAttribute('data-day'), DAY, timezoneId);
      assertNoErrors(app);
      await app.context.close();
    }
  });

  test('a counted try, shared without a card, then practice on the same deal', { timeout: 900_000 }, async () => {
    const app = await openAt(env);
    const { page } = app;
    const daily = page.locator('[data-testid="daily"]');
    assert.equal(await daily.getAttribute('data-tried'), 'false');
    assert.match(await daily.textContent(), /3 players, you against 2 hard bots, 1st edition, no hints/);
    assert.equal(await page.locator('[data-testid="rating"]').getAttribute('data-games'), '0');
    await assertAxeClean(page, "the new-game screen with today's deal and the rating");

    await startDaily(page);
    assert.equal(await page.locator('[data-testid="daily-badge"]').textContent(), `Today's deal, ${DAY}`);
    const firstHand = await hand(page);
    assert.equal(await page.locator('[data-testid="hint"]').count(), 0, 'no hints in the daily game');
    await playToTheEnd(page);

    // Share result: in the clipboard, the date and the VP, no card of the deal.
    await page.locator('[data-testid="share"]').click();
    await page.locator('[data-testid="share-status"]').filter({ hasText: 'Copied' }).waitFor({ timeout: T });
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(shared, new RegExp(`^San Juan, today's deal ${DAY}: (won|not won) with \\d+ VP\\n\\S+$`, 'u'));
    for (const name of CARD_NAMES) assert.ok(!shared.toLowerCase().includes(name.toLowerCase()), `"${name}" in: ${shared}`);
    await assertAxeClean(page, "the score pad of today's deal");

    // Counted once, kept across a reload with the rating it moved.
    const toNewGame = async () => {
      await page.locator(SEL.table).locator('[data-testid="new-game"]').first().click({ force: true });
      await daily.waitFor({ timeout: T });
    };
    await toNewGame();
    const readBack = async () => ({
      tried: await daily.getAttribute('data-tried'),
      played: await page.locator('[data-testid="daily-stats"]').getAttribute('data-played'),
      games: await page.locator('[data-testid="rating"]').getAttribute('data-games'),
      rating: await page.locator('[data-testid="rating"]').getAttribute('data-rating'),
    });
    const after = await readBack();
    assert.deepEqual([after.tried, after.played, after.games], ['true', '1', '1']);
    assert.notEqual(after.rating, '1500', 'the rating moved');
    // The finished game is at the table again after a reload.
    await page.reload();
    await page.locator(SEL.table).waitFor({ timeout: T });
    await toNewGame();
    assert.deepEqual(await readBack(), after);
    assert.match(await page.locator('[data-testid="daily-tried"]').textContent(), /practice/);

    // The same deal again: practice, the same hand dealt, and it does not count twice.
    await startDaily(page);
    assert.equal(await page.locator('[data-testid="daily-badge"]').textContent(), `Today's deal, ${DAY}: practice`);
    assert.deepEqual(await hand(page), firstHand);
    await page.reload();
    await page.locator(SEL.table).waitFor({ timeout: T });
    assert.match(await page.locator('[data-testid="daily-badge"]').textContent(), /practice/, 'a reload keeps the game practice');
    assertNoErrors(app);
    await app.context.close();
  });

  test('on a phone: the deal, its badge and its terms fit', async () => {
    const app = await openAt(env, { viewport: PHONE });
    const { page } = app;
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok((await overflow()) <= 0, 'the new-game screen scrolls sideways');
    await startDaily(page);
    const badge = await page.locator('[data-testid="daily-badge"]').boundingBox();
    assert.ok(badge && badge.x >= 0 && badge.x + badge.width <= PHONE.width + 1, `the badge sticks out: ${JSON.stringify(badge)}`);
    assert.ok((await overflow()) <= 0, 'the table scrolls sideways');
    assertNoErrors(app);
    await app.context.close();
  });
});
