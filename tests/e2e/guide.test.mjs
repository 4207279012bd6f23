// Learn to play (src/table/guide.rs, src/ui/components/guide.rs): the guided game from
// its first callout to the score pad, following every suggestion, on a desktop and a
// phone; every callout's target visible, enabled and inside the viewport when it shows,
// the callout itself inside the viewport; a reload mid-guide resumes at the same
// callout; another answer than the suggested one, and the guide goes on ("that works
// too"); Escape closes it; axe with a callout open; the expansions' guide and "Don't
// show again"; the guided game in five languages on a phone (no English, no overflow).
//
// The five languages play the first callouts in CI; `E2E_FULL=1` plays each to the
// score pad. `GUIDE_SHOTS=/dir` keeps a screenshot of every callout.
import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { assertNoErrors, DESKTOP, LANGS, openApp, PHONE, REPO_ROOT, useBrowser } from './support.mjs';
import { SEL, T, playFirstChoice, startGame, waitForHumanOrEnd } from './table-page.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';

const FULL = process.env.E2E_FULL === '1';
const SHOTS = process.env.GUIDE_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const CALLOUT = '[data-testid="guide-callout"]';
const TARGET = '[data-guide-target]';
const QUIET = '[data-guide-quiet]';

/** "Learn to play" from the new-game screen, at the instant pace. */
async function learnToPlay(page) {
  await page.locator('[data-testid="learn-to-play"]').waitFor({ timeout: T });
  await page.locator(SEL.setupSpeed).selectOption('instant');
  await page.locator('[data-testid="learn-to-play"]').click();
  await page.locator(SEL.table).waitFor({ timeout: T });
}

/**
 * Waits for the guide to settle at the person's decision or at the end, and says what
 * it shows: { lesson, step, next } for a callout (its target marked), { quiet } for an
 * answer highlighted without one, or { own: turn } when the game is the person's own.
 */
async function guideNow(page) {
  await waitForHumanOrEnd(page);
  const handle = await page.waitForFunction(
    ([callout, target, quiet]) => {
      const turn = document.querySelector('[data-testid="table"]')?.dataset.turn;
      if (turn === 'bot') return null;
      const c = document.querySelector(callout);
      if (c) {
        if (!document.querySelector(target)) return null;
        return {
          lesson: c.dataset.lesson,
          step: c.querySelector('.guide-step')?.textContent,
          next: !!c.querySelector('[data-testid="guide-next"]'),
        };
      }
      const live = document.querySelector('[data-testid="guide-live"]');
      if (live?.dataset.quiet) return document.querySelector(quiet) ? { quiet: live.dataset.quiet } : null;
      return { own: turn };
    },
    [CALLOUT, TARGET, QUIET],
    { timeout: T, polling: 50 },
  );
  return handle.jsonValue();
}

/** The callout and its target are on screen: inside the viewport, the target enabled and not under the callout. */
async function assertPlaced(page, lesson) {
  const box = await page.evaluate(
    ([callout, target]) => {
      const r = (el) => {
        const b = el.getBoundingClientRect();
        return { top: b.top, left: b.left, bottom: b.bottom, right: b.right, width: b.width, height: b.height };
      };
      const t = document.querySelector(target);
      return {
        vw: window.innerWidth,
        vh: window.innerHeight,
        callout: r(document.querySelector(callout)),
        target: r(t),
        disabled: t.hasAttribute('disabled') || t.getAttribute('aria-disabled') === 'true',
        focus: document.activeElement?.closest('[data-testid="guide-callout"]') ? 'callout' : document.activeElement === t ? 'target' : 'elsewhere',
      };
    },
    [CALLOUT, TARGET],
  );
  const inside = (b) => b.width > 0 && b.height > 0 && b.top >= -1 && b.left >= -1 && b.bottom <= box.vh + 1 && b.right <= box.vw + 1;
  assert.ok(inside(box.callout), `${lesson}: the callout is off screen ${JSON.stringify(box)}`);
  // A target taller than the screen (the score pad) only has to show its top.
  const t = box.target;
  const shows = t.width > 0 && t.height > 0 && t.top < box.vh && t.bottom > 0 && t.left >= -1 && t.right <= box.vw + 1;
  assert.ok(shows, `${lesson}: the target is off screen ${JSON.stringify(box)}`);
  if (t.height < box.vh / 2) assert.ok(inside(t), `${lesson}: the target is not wholly on screen ${JSON.stringify(box)}`);
  assert.ok(!box.disabled, `${lesson}: the target is disabled`);
  const c = box.callout;
  const overlap = Math.max(0, Math.min(c.bottom, t.bottom) - Math.max(c.top, t.top)) * Math.max(0, Math.min(c.right, t.right) - Math.max(c.left, t.left));
  assert.ok(overlap <= 0.5 * t.width * t.height || t.height > box.vh / 2, `${lesson}: the callout hides its target ${JSON.stringify(box)}`);
  assert.notEqual(box.focus, 'elsewhere', `${lesson}: the focus is neither on the target nor in the callout`);
}

/** Clicks `selector` and waits for the page to react. */
async function press(page, selector) {
  const rev = await page.locator(SEL.app).getAttribute('data-rev');
  await page.locator(selector).first().click();
  await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
}

/**
 * Follows the guide: every callout's suggestion (its target, or "Next"), every quiet
 * suggestion, then the test's own simple choice once the game is the person's own, to
 * the score pad's callout. `onCallout(state, n)` runs at each callout first; it returns
 * true to stop there. Returns the lessons in the order shown.
 */
async function follow(page, { onCallout, shots } = {}) {
  const lessons = [];
  for (let i = 0; i < 3000; i++) {
    const now = await guideNow(page);
    if (now.lesson) {
      if (lessons.at(-1) !== now.lesson) {
        lessons.push(now.lesson);
        await assertPlaced(page, now.lesson);
        if (shots) await page.screenshot({ path: join(SHOTS, `${shots}-${String(lessons.length).padStart(2, '0')}-${now.lesson}.png`) });
        if (onCallout && (await onCallout(now, lessons.length))) return lessons;
      }
      if (now.lesson === 'end') {
        await page.locator('[data-testid="guide-next"]').click();
        await page.locator(CALLOUT).waitFor({ state: 'detached', timeout: T });
        return lessons;
      }
      await press(page, now.next ? '[data-testid="guide-next"]' : TARGET);
    } else if (now.quiet) {
      await press(page, QUIET);
    } else if (now.own === 'you') {
      await playFirstChoice(page);
    } else {
      throw new Error(`the game is over but the score pad's callout did not show (${lessons.join(', ')})`);
    }
  }
  throw new Error('the guided game did not end');
}

/** Opens the new-game screen from the table (on a narrow screen "New game" is in the top bar's menu). */
async function openNewGame(page) {
  const button = page.locator('[data-testid="new-game"]');
  if (!(await button.isVisible())) await page.locator('[data-testid="menu"]').click();
  await button.click();
}

/** The guided game's lessons in order (src/table/guide/lessons.rs FIRST_GAME's keys). */
const FIRST_GAME_LESSONS = 19;

describe('Learn to play', () => {
  const env = useBrowser();
  const opened = [];
  after(async () => {
    for (const app of opened) await app.context.close();
  });
  const open = async (viewport, locale = 'en-US') => {
    const app = await openApp(env.browser, env.server.url, { locale, guides: true });
    opened.push(app);
    await app.page.setViewportSize(viewport);
    return app;
  };

  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`${name}: the guided game from the first callout to the score pad, following every suggestion`, { timeout: 300_000 }, async () => {
      const app = await open(viewport);
      const { page } = app;
      await learnToPlay(page);
      let axeDone = false;
      const lessons = await follow(page, {
        shots: SHOTS && name,
        onCallout: async (now) => {
          if (!axeDone && now.lesson === 'builder') {
            axeDone = true;
            const findings = await seriousFindings(page);
            assert.deepEqual(findings, [], `axe with a callout open:\n${describeFindings(findings)}`);
            const said = await page.locator('[data-testid="guide-live"]').textContent();
            assert.ok(said.length > 20, 'the live region says the callout');
          }
          return false;
        },
      });
      assert.equal(lessons.length, FIRST_GAME_LESSONS, `every callout showed: ${lessons.join(', ')}`);
      assert.equal(lessons[0], 'governor');
      assert.equal(lessons.at(-1), 'end');
      // The guided game counts apart.
      await openNewGame(page);
      await page.locator('[data-testid="guided-stats"]').waitFor({ timeout: T });
      assert.equal(await page.locator('[data-testid="player-stats"]').getAttribute('data-played'), '0');
      assert.ok(await page.locator('[data-testid="learn-to-play"]').isVisible(), 'Learn to play stays on the new-game screen');
      assertNoErrors(app);
    });
  }

  test('a reload mid-guide resumes at the same callout; another answer goes on; Escape closes the guide', { timeout: 180_000 }, async () => {
    const app = await open(PHONE);
    const { page } = app;
    await learnToPlay(page);
    let at;
    await follow(page, { onCallout: async (now, n) => ((at = now), n >= 5) });
    await page.reload();
    const again = await guideNow(page);
    assert.equal(again.lesson, at.lesson, 'the same callout after the reload');
    assert.equal(again.step, at.step, 'at the same step');
    await assertPlaced(page, again.lesson);
    // On to the next role's callout, then a role other than the suggested one.
    const suggested = await follow(page, { onCallout: async (now) => ['producer', 'trader', 'councillor', 'prospector'].includes(now.lesson) });
    const role = suggested.at(-1);
    const other = page.locator(`[data-choice^="role:"]:not([data-guide-target])`).first();
    const rev = await page.locator(SEL.app).getAttribute('data-rev');
    await other.click();
    await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
    const next = await guideNow(page);
    assert.notEqual(next.lesson, role, 'the guide went on');
    if (next.lesson) {
      assert.ok(await page.locator('[data-testid="guide-also"]').isVisible(), '"that works too" on the next callout');
      await assertPlaced(page, next.lesson);
    } else {
      assert.ok(next.quiet, 'the guide still suggests');
    }
    // Escape: the guide closes, the game goes on.
    const step = await page.locator(SEL.table).getAttribute('data-step');
    if (!next.lesson) {
      await follow(page, { onCallout: async () => true });
    }
    await page.keyboard.press('Escape');
    await page.locator(CALLOUT).waitFor({ state: 'detached', timeout: T });
    assert.equal(await page.locator(TARGET).count(), 0, 'no highlight left');
    assert.equal(await page.locator(QUIET).count(), 0);
    await waitForHumanOrEnd(page);
    assert.ok(Number(await page.locator(SEL.table).getAttribute('data-step')) >= Number(step));
    await playFirstChoice(page);
    assertNoErrors(app);
  });

  test("an expansion's guide opens at its first game, and not after \"Don't show again\"", { timeout: 120_000 }, async () => {
    const app = await open(PHONE);
    const { page } = app;
    await startGame(page, { players: 3, bots: ['easy', 'easy'], events: true, seed: 3 });
    // The first callout waits for an event card face up (the test plays its own choices till then).
    let now;
    await follow(page, { onCallout: async (state) => ((now = state), true) });
    assert.equal(now.lesson, 'events-cards');
    await seriousFindings(page); // loads axe-core into the page
    // axe on the callout (the whole page is checked with the guided game's callout open
    // above; the Events' face-up cards have a finding of their own, not the guide's).
    const findings = await page.evaluate(async (sel) => {
      const result = await window.axe.run(document.querySelector(sel), { resultTypes: ['violations'] });
      return result.violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => `${v.id}: ${v.help}`);
    }, CALLOUT);
    assert.deepEqual(findings, [], "axe on the tour's callout");
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'tour-events.png') });
    await page.locator('[data-testid="guide-never"]').click();
    await page.locator(CALLOUT).waitFor({ state: 'detached', timeout: T });
    await openNewGame(page);
    await page.locator(SEL.start).click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await waitForHumanOrEnd(page);
    await page.waitForTimeout(300);
    assert.equal(await page.locator(CALLOUT).count(), 0, 'not shown again');
    assertNoErrors(app);
  });
});

// --- five languages -----------------------------------------------------------------

/** A message file's plain messages: id -> text (no placeables). */
function plainMessages(code) {
  const out = new Map();
  for (const line of readFileSync(join(REPO_ROOT, 'assets/i18n', `${code}.ftl`), 'utf8').split('\n')) {
    const msg = /^([a-z][a-z0-9-]*) = (.*)$/.exec(line);
    if (msg && !msg[2].includes('{')) out.set(msg[1], msg[2]);
  }
  return out;
}

const english = plainMessages('en');

/** en.ftl's sentences (12 characters or more) that `code`'s file does not share. */
function englishSentences(code) {
  if (code === 'en') return [];
  const own = new Set(plainMessages(code).values());
  return [...new Set(english.values())].filter((t) => t.length >= 12 && t.includes(' ') && !own.has(t));
}

async function assertTranslated(page, code, where) {
  const words = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [title]')].flatMap((e) => [e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? '']);
    return [document.body.innerText, ...attrs].join('\n');
  });
  assert.ok(!/\{\s*\$|\{\s*-/.test(words), `${code} ${where}: an unformatted placeable shows`);
  assert.ok(!/\bguide-[a-z]/.test(words), `${code} ${where}: a message id shows`);
  const leaked = englishSentences(code).filter((s) => words.includes(s));
  assert.deepEqual(leaked, [], `${code} ${where}: English shows`);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    clientWidth: document.scrollingElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${code} ${where}: the page scrolls sideways (${scrollWidth} > ${clientWidth})`);
}


describe('Learn to play in five languages, on a phone', () => {
  const env = useBrowser();
  const opened = [];
  after(async () => {
    for (const app of opened) await app.context.close();
  });
  for (const { code, locale } of LANGS) {
    const what = FULL ? 'the whole guided game' : 'the first callouts';
    test(`${code}: ${what}, no English, nothing overflows`, { timeout: 300_000 }, async () => {
      const app = await openApp(env.browser, env.server.url, { locale, guides: true });
      opened.push(app);
      const { page } = app;
      await page.setViewportSize(PHONE);
      await page.locator('[data-testid="learn-to-play"]').waitFor({ timeout: T });
      await page.waitForFunction((c) => document.documentElement.lang === c, code, { timeout: T });
      await assertTranslated(page, code, 'new-game screen');
      await learnToPlay(page);
      const lessons = await follow(page, {
        shots: SHOTS && `lang-${code}`,
        onCallout: async (now, n) => {
          await assertTranslated(page, code, `callout ${now.lesson}`);
          return !FULL && n >= 6;
        },
      });
      if (FULL) assert.equal(lessons.length, FIRST_GAME_LESSONS);
      assertNoErrors(app);
    });
  }
});
