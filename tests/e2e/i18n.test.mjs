// The table in its five languages (en, ru, uk, cs, zh-Hant), in headless Chromium on a
// phone's screen (390×844). For each: the browser's language picks it on a first
// visit (<html lang> says it); a game starts and a few turns are played; "How to play"
// opens; nowhere does a message id, an unformatted placeable or (in the other four) an
// English sentence of en.ftl show; the page never scrolls sideways. Switching the
// language in the middle of a game keeps the game (same step, piles, log, record); the
// choice is remembered; a damaged stored choice falls back to the browser's language.
// Screenshots of each table go to /tmp/i18n-<lang>.png (look at them: CJK glyphs,
// nothing cut or overflowing).
// Run: node --test tests/e2e/i18n.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertNoErrors, LANGS, openApp, PHONE, REPO_ROOT, useBrowser } from './support.mjs';
import { SEL, T, playFirstChoice, startGame, waitForHumanOrEnd } from './table-page.mjs';

const SHOTS = process.env.I18N_SHOTS ?? '/tmp';

/** A message file's plain messages and attributes: id -> text (no placeables). */
function plainMessages(code) {
  const out = new Map();
  let id = null;
  for (const line of readFileSync(join(REPO_ROOT, 'assets/i18n', `${code}.ftl`), 'utf8').split('\n')) {
    const msg = /^([a-z][a-z0-9-]*) = (.*)$/.exec(line);
    const attr = /^\s+\.([a-z]+) = (.*)$/.exec(line);
    if (msg) {
      id = msg[1];
      out.set(id, msg[2]);
    } else if (attr && id) {
      out.set(`${id}.${attr[1]}`, attr[2]);
    } else if (!/^\s/.test(line)) {
      id = null;
    }
  }
  for (const [k, v] of out) if (v.includes('{') || v === '') out.delete(k);
  return out;
}

const english = plainMessages('en');
const ids = [...english.keys()].filter((k) => !k.includes('.')).concat(
  [...readFileSync(join(REPO_ROOT, 'assets/i18n/en.ftl'), 'utf8').matchAll(/^([a-z][a-z0-9-]*) =/gm)].map((m) => m[1]),
);

/** English sentences that must not show in `code`: en.ftl's plain texts of some length that the file does not share. */
function englishSentences(code) {
  if (code === 'en') return [];
  const own = new Set(plainMessages(code).values());
  return [...new Set(english.values())].filter((t) => t.length >= 12 && t.includes(' ') && !own.has(t));
}

/** The page's visible text, its aria-labels and titles. */
const pageWords = (page) =>
  page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((e) =>
      ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, ...attrs].join('\n');
  });

async function assertTranslated(page, code, where) {
  const words = await pageWords(page);
  assert.ok(!/\{\s*\$|\{\s*-/.test(words), `${code} ${where}: an unformatted placeable shows`);
  const keys = ids.filter((id) => id.includes('-') && new RegExp(`(^|[^\\w-])${id}([^\\w-]|$)`).test(words));
  assert.deepEqual(keys, [], `${code} ${where}: message ids show`);
  const leaked = englishSentences(code).filter((s) => words.includes(s));
  assert.deepEqual(leaked, [], `${code} ${where}: English shows`);
}

/** Where a text not loaded yet shows ("…" alone: `table::i18n::NOT_YET`), in the page's text and attributes. */
const notYet = (page) =>
  page.evaluate(() => {
    const texts = [...document.querySelectorAll('body *')]
      .filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() === '…'))
      .map((e) => e.outerHTML.slice(0, 80));
    const attrs = [...document.querySelectorAll('[aria-label], [title], [placeholder]')]
      .filter((e) => ['aria-label', 'title', 'placeholder'].some((a) => e.getAttribute(a)?.trim() === '…'))
      .map((e) => e.outerHTML.slice(0, 80));
    return [...texts, ...attrs];
  });

async function assertNoHorizontalScroll(page, code, where) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    clientWidth: document.scrollingElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${code} ${where}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
}

/** What must not change when the language does: the game's position and its log's length. */
const gameState = (page) =>
  page.evaluate(() => ({
    step: document.querySelector('[data-testid="table"]')?.dataset.step,
    turn: document.querySelector('[data-testid="table"]')?.dataset.turn,
    supply: document.querySelector('[data-testid="supply-count"]')?.textContent,
    discard: document.querySelector('[data-testid="discard-count"]')?.textContent,
    log: document.querySelectorAll('[data-testid="log"] li').length,
    hands: [...document.querySelectorAll('[data-testid="hand-size"]')].map((e) => e.textContent.match(/\d+/)?.[0]),
    save: localStorage.getItem('san-juan.save'),
  }));

async function chooseLanguage(page, code) {
  await page.locator(`${SEL.table} [data-testid="lang"], .setup [data-testid="lang"]`).first().selectOption(code);
  await page.waitForFunction((c) => document.documentElement.lang === c && document.querySelector('.app')?.dataset.lang === c, code, {
    timeout: T,
  });
}

describe('five languages', () => {
  const env = useBrowser();
  const opened = [];
  after(async () => {
    for (const app of opened) await app.context.close();
  });

  for (const [i, { code, locale }] of LANGS.entries()) {
    test(`${code}: detected, a game of a few turns, How to play, nothing untranslated, fits a phone`, { timeout: 180_000 }, async () => {
      const app = await openApp(env.browser, env.server.url, { locale });
      opened.push(app);
      const { page } = app;
      await page.setViewportSize(PHONE);
      await page.locator(SEL.start).waitFor({ timeout: T });
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      await assertTranslated(page, code, 'new-game form');
      await assertNoHorizontalScroll(page, code, 'new-game form');
      // The record import's button is ours, in this language: the file input's own
      // (in the browser's language) takes no room.
      const pick = page.locator('.import .file-pick-button');
      assert.equal((await pick.innerText()).trim(), plainMessages(code).get('import-choose'), `${code}: the import's button`);
      const input = await page.locator('[data-testid="import-record"]').boundingBox();
      assert.ok(input && input.width <= 1 && input.height <= 1, `${code}: the file input shows (${JSON.stringify(input)})`);

      await startGame(page, { players: 4, bots: ['easy', 'easy', 'medium'], speed: 'instant', seed: 40 + i });
      for (let turn = 0; turn < 4; turn++) {
        if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
        await playFirstChoice(page);
      }
      await waitForHumanOrEnd(page, 60_000);
      await assertTranslated(page, code, 'table');
      await assertNoHorizontalScroll(page, code, 'table');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `i18n-${code}.png`) });
      await page.screenshot({ path: join(SHOTS, `i18n-${code}-full.png`), fullPage: true });

      await page.locator(`.top-bar [data-testid="help-open"]`).click();
      await page.locator('[data-testid="help"]').waitFor({ timeout: T });
      await assertTranslated(page, code, 'How to play');
      await assertNoHorizontalScroll(page, code, 'How to play');
      await page.screenshot({ path: join(SHOTS, `i18n-${code}-help.png`) });
      await page.locator('[data-testid="help-close"]').click();

      // A card's details.
      await page.locator('.player.you .city .card').first().click({ button: 'right' });
      await page.locator('[role="dialog"]').waitFor({ timeout: T });
      await assertTranslated(page, code, 'card details');
      await page.keyboard.press('Escape');

      // The language's file came from this origin, relative to the page (the service
      // worker also precaches all five, for offline play).
      const ftl = app.requests.filter((u) => u.endsWith('.ftl'));
      if (code !== 'en') assert.ok(ftl.includes(`${env.server.url}assets/i18n/${code}.ftl`), `${code}.ftl not fetched: ${ftl}`);
      assertNoErrors(app);
    });
  }

  test('switching the language mid-game keeps the game; the choice is remembered', { timeout: 120_000 }, async () => {
    const app = await openApp(env.browser, env.server.url, { locale: 'en-US' });
    opened.push(app);
    const { page } = app;
    await startGame(page, { players: 3, bots: ['medium', 'easy'], speed: 'instant', seed: 77 });
    for (let turn = 0; turn < 3; turn++) {
      await waitForHumanOrEnd(page, 60_000);
      await playFirstChoice(page);
    }
    await waitForHumanOrEnd(page, 60_000);
    const before = await gameState(page);
    const firstLine = await page.locator('[data-testid="log"] li').last().textContent();
    for (const code of ['zh-Hant', 'ru', 'cs', 'uk', 'en']) {
      await chooseLanguage(page, code);
      assert.deepEqual(await gameState(page), before, `after switching to ${code}`);
      await assertTranslated(page, code, 'table after the switch');
    }
    // The log is written anew in each language, from the same game.
    assert.equal(await page.locator('[data-testid="log"] li').last().textContent(), firstLine);
    await chooseLanguage(page, 'cs');
    assert.equal(await page.evaluate(() => localStorage.getItem('san-juan.lang')), 'cs');
    await page.reload();
    await page.locator(SEL.table).waitFor({ timeout: T });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'cs');
    assert.deepEqual(await gameState(page), before, 'after a reload');
    // The game plays on in the new language.
    await playFirstChoice(page);
    assertNoErrors(app, { origin: false });
  });

  test('a damaged stored language falls back to the browser\'s', { timeout: 60_000 }, async () => {
    const app = await openApp(env.browser, env.server.url, {
      locale: 'uk-UA',
      prepare: (context) => context.addInitScript(() => localStorage.setItem('san-juan.lang', '\u0000zz-not-a-language')),
    });
    opened.push(app);
    await app.page.locator(SEL.start).waitFor({ timeout: T });
    assert.equal(await app.page.evaluate(() => document.documentElement.lang), 'uk');
    assertNoErrors(app, { console: false, origin: false });
  });

  test('the new-game screen needs only the English built in; English\'s file failing is said', { timeout: 60_000 }, async () => {
    const app = await openApp(env.browser, env.server.url, {
      locale: 'en-US',
      prepare: (context) => context.route('**/assets/i18n/en.ftl', (route) => route.fulfill({ status: 404, body: 'gone' })),
    });
    opened.push(app);
    const { page } = app;
    await page.locator(SEL.start).waitFor({ timeout: T });
    await page.locator(SEL.notice).waitFor({ timeout: T });
    assert.match(await page.locator(SEL.notice).textContent(), /English texts could not be loaded \(HTTP 404/);
    await assertTranslated(page, 'en', 'new-game screen, English\'s file refused');
    assert.deepEqual(await notYet(page), [], 'texts not loaded show on the new-game screen');
    assertNoErrors(app, { console: false });
  });

  test('a game resumed on a first paint waits for English\'s file, then shows every text', { timeout: 90_000 }, async () => {
    // A save made in one browser, resumed in another whose English file comes late.
    const maker = await openApp(env.browser, env.server.url, { locale: 'en-US' });
    opened.push(maker);
    await startGame(maker.page, { players: 2, bots: ['easy'], speed: 'instant', seed: 12 });
    await waitForHumanOrEnd(maker.page, 60_000);
    await playFirstChoice(maker.page);
    await waitForHumanOrEnd(maker.page, 60_000);
    const save = await maker.page.evaluate(() => localStorage.getItem('san-juan.save'));
    assert.ok(save, 'no save');
    let served = 0;
    const app = await openApp(env.browser, env.server.url, {
      locale: 'en-US',
      prepare: async (context) => {
        await context.addInitScript((text) => {
          if (localStorage.getItem('san-juan.save') === null) localStorage.setItem('san-juan.save', text);
        }, save);
        await context.route('**/assets/i18n/en.ftl', async (route) => {
          await new Promise((r) => setTimeout(r, 1500));
          served += 1;
          await route.continue();
        });
      },
    });
    opened.push(app);
    const { page } = app;
    await page.waitForTimeout(700);
    assert.equal(served, 0, 'the file came early: nothing to see');
    assert.equal(await page.locator(SEL.table).count(), 0, 'the table showed before its texts');
    await page.locator(SEL.table).waitFor({ timeout: T });
    // The page's request, and the service worker's as it caches the build.
    assert.ok(served >= 1, 'the table showed without its texts');
    await assertTranslated(page, 'en', 'resumed table');
    assert.deepEqual(await notYet(page), [], 'texts not loaded show on the table');
    assertNoErrors(app);
  });

  test('a message file that cannot be loaded leaves the table in English, with a notice', { timeout: 60_000 }, async () => {
    const app = await openApp(env.browser, env.server.url, {
      locale: 'ru-RU',
      prepare: (context) => context.route('**/*.ftl', (route) => route.fulfill({ status: 404, body: 'gone' })),
    });
    opened.push(app);
    const { page } = app;
    await page.locator(SEL.start).waitFor({ timeout: T });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.locator(SEL.notice).waitFor({ timeout: T });
    assert.match(await page.locator(SEL.notice).textContent(), /Русский texts could not be loaded \(HTTP 404/);
    assertNoErrors(app, { console: false, origin: false });
  });
});
