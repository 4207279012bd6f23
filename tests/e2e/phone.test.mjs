// The table on a phone (390×844): a 4-player game fits the width (no horizontal
// scrolling) on the new-game form, at the first decisions and with a card's details
// open; the top bar names the language by its short name. Screenshots go to target/e2e-screenshots/ (look at them).
// Run: node --test tests/e2e/phone.test.mjs
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PHONE, REPO_ROOT, assertNoErrors, useApp } from './support.mjs';
import { SEL, T, playFirstChoice, startGame, waitForHumanOrEnd } from './table-page.mjs';

const SHOTS = join(REPO_ROOT, 'target', 'e2e-screenshots');

/** document.scrollingElement's scroll width and client width. */
const widths = (page) =>
  page.evaluate(() => {
    const el = document.scrollingElement;
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });

async function assertNoHorizontalScroll(page, where) {
  const { scrollWidth, clientWidth } = await widths(page);
  assert.ok(scrollWidth <= clientWidth, `${where}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
}

describe('phone: 390×844, 4 players', () => {
  const app = useApp();

  before(async () => {
    await mkdir(SHOTS, { recursive: true });
    await app.page.setViewportSize(PHONE);
  });

  test('the new-game form fits', async () => {
    await app.page.locator(SEL.start).waitFor({ timeout: T });
    await app.page.screenshot({ path: join(SHOTS, 'phone-new-game.png') });
    await assertNoHorizontalScroll(app.page, 'new-game form');
  });

  test('a 4-player table fits the width', async () => {
    const { page } = app;
    await startGame(page, { players: 4, bots: ['easy', 'medium', 'hard'], speed: 'instant', seed: 7 });
    await waitForHumanOrEnd(page, 60_000);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, 'phone-4p-table.png') });
    await page.screenshot({ path: join(SHOTS, 'phone-4p-table-full.png'), fullPage: true });
    await assertNoHorizontalScroll(page, '4-player table');
    const seats = await page.locator('section.player').count();
    assert.equal(seats, 4);
    // The top bar names the language by its short name, and a tap there reaches the
    // language list (the see-through select lies over it).
    const short = page.locator('.top-bar .lang-short');
    assert.equal((await short.textContent()).trim(), 'EN');
    const onTop = await short.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.getAttribute('data-testid');
    });
    assert.equal(onTop, 'lang', 'a tap on the short name reaches the select');
  });

  test('still fits after a few decisions, and with a card open', { timeout: 120_000 }, async () => {
    const { page } = app;
    for (let i = 0; i < 3; i++) {
      if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
      await playFirstChoice(page);
      await assertNoHorizontalScroll(page, `after decision ${i + 1}`);
    }
    // A long press (touch) on a city card opens its full text...
    const card = page.locator('.player.you .city .card').first();
    await card.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    await page.locator('[role="dialog"]').waitFor({ timeout: T });
    await card.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true }).catch(() => {});
    await page.screenshot({ path: join(SHOTS, 'phone-card-detail.png') });
    await assertNoHorizontalScroll(page, 'card details');
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached', timeout: T });
    // ... and so does a right click (Android fires contextmenu on a long press).
    await card.click({ button: 'right' });
    await page.locator('[role="dialog"]').getByRole('button', { name: 'Close' }).click();
    await page.locator('[role="dialog"]').waitFor({ state: 'detached', timeout: T });
  });

  test('no console errors, nothing left the origin', () => {
    assertNoErrors(app);
  });
});
