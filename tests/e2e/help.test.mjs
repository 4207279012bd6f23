// "How to play" in headless Chromium: opened from the new-game form and from the table's
// top bar; a modal dialog (focus inside, Tab kept inside, Escape / Close / a click
// outside close it, focus back on the opener); on a phone it fits the screen with its
// text scrolling and Close in view; the game under it is left as it was.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, useApp } from './support.mjs';
import { SEL, T, startGame, waitForHumanOrEnd } from './table-page.mjs';

const UI = {
  open: '[data-testid="help-open"]', // on the new-game form, and in the top bar
  dialog: '[data-testid="help"]',
  close: '[data-testid="help-close"]',
  text: '.help-text', // the scrolling text
  roles: '.help-roles li strong',
};

const focused = (page) => page.evaluate(() => document.activeElement?.dataset.testid ?? document.activeElement?.className);

describe('how to play', () => {
  const app = useApp();

  test('from the new-game form: the rules, keyboard-friendly, and Escape closes', async () => {
    const { page } = app;
    await page.locator(SEL.start).waitFor({ timeout: T });
    await page.locator(UI.open).click();
    await page.locator(UI.dialog).waitFor({ timeout: T });
    assert.equal(await page.locator(`${UI.dialog} h2`).textContent(), 'How to play');
    assert.deepEqual(await page.locator(UI.roles).allTextContents(), [
      'Builder', 'Producer', 'Trader', 'Councillor', 'Prospector',
      // 5 to 8 players: the extra roles, in a section of their own.
      'Gold digger', 'Explorer', 'Captain', 'Viceroy',
    ]);
    const text = await page.locator(UI.text).textContent();
    for (const phrase of ['12 buildings', 'more than 7 cards', 'governor']) assert.ok(text.includes(phrase), `no "${phrase}"`);
    // The focus starts on Close; Tab goes round the dialog's three stops (the text, the
    // switch of the single-letter shortcuts, Close) and stays inside.
    assert.equal(await focused(page), 'help-close');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'help-text');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'shortcuts-switch');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'help-close');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(page), 'shortcuts-switch');
    await page.keyboard.press('Escape');
    await page.locator(UI.dialog).waitFor({ state: 'detached', timeout: T });
    assert.equal(await focused(page), 'help-open');
  });

  test('on a phone it fits, its text scrolls and Close stays in view', async () => {
    const { page } = app;
    await page.setViewportSize(PHONE);
    try {
      await page.locator(UI.open).click();
      await page.locator(UI.dialog).waitFor({ timeout: T });
      const box = await page.locator(UI.dialog).boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `dialog spans x ${box.x}..${box.x + box.width}`);
      assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `dialog spans y ${box.y}..${box.y + box.height}`);
      const close = await page.locator(UI.close).boundingBox();
      assert.ok(close.y + close.height <= PHONE.height, 'Close is below the screen');
      const { scrollHeight, clientHeight } = await page.locator(UI.text).evaluate((el) => ({
        scrollHeight: el.scrollHeight,
        clientHeight: el.clientHeight,
      }));
      assert.ok(scrollHeight > clientHeight, 'the text fits unscrolled: this test no longer shows that Close stays in view while it scrolls');
      await page.locator(UI.close).click();
      await page.locator(UI.dialog).waitFor({ state: 'detached', timeout: T });
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  test('from the table: the top bar\'s "?" opens it, a click outside closes it, the game is untouched', async () => {
    const { page } = app;
    await startGame(page, { players: 2, bots: ['easy'], speed: 'instant', seed: 21 });
    await waitForHumanOrEnd(page);
    const step = await page.locator(SEL.table).getAttribute('data-step');
    await page.locator(`.top-bar ${UI.open}`).click();
    await page.locator(UI.dialog).waitFor({ timeout: T });
    await page.mouse.click(5, 5); // the backdrop, outside the dialog
    await page.locator(UI.dialog).waitFor({ state: 'detached', timeout: T });
    assert.equal(await page.locator(SEL.table).getAttribute('data-step'), step);
    assert.equal(await page.locator(SEL.table).getAttribute('data-turn'), 'you');
    assertNoErrors(app, { origin: false });
  });
});
