// Whole games by keyboard only (issue 31): Playwright's keyboard, never a click on the
// table nor a focus() from the test (the new-game form is filled by `startGame`).
// Three games: 2 players in English, 4 players with the 2nd edition, the New Buildings
// and the Events, 3 players in Russian; and 2 players on a phone (390×844), the others
// on a desktop (1280×800). At every decision of the person:
// - the focus is not on <body>;
// - the test's own choice (a seeded random pick among the highlighted choices) is
//   reached with Tab / Shift+Tab, the arrow keys within a group, or the D shortcut,
//   whichever is fewest presses; their count is printed (median, p95, max);
// - the focused choice lies inside the viewport and nothing covers its middle
//   (elementFromPoint), then Enter takes it;
// - every log line the bots' actions wrote since the person's last action is in the
//   announcement region's text.
// At the end the region says the winner (the score pad's verdict) and the focus is on
// the score pad. A last test plays the same game at the bots' pace "Instant" and
// "Normal": one announcement per bot turn, the same ones, none rewritten.
// Run: node --test tests/e2e/keyboard.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, openApp, useBrowser } from './support.mjs';
import { SEL, T, startGame, waitForHumanOrEnd } from './table-page.mjs';

const ANNOUNCER = '[data-testid="announcer"]';

/** A small seeded PRNG (mulberry32), so every run makes the same choices. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Watches the table from now on: every log line added, with whose action wrote it (its
 * data-by: "you", "other", or none for the deal), and every paragraph added to or
 * changed in the announcement region.
 */
async function watch(page) {
  await page.evaluate(([tableSel, logSel, annSel]) => {
    const table = document.querySelector(tableSel);
    const w = { lines: [], added: [], rewritten: [] };
    const seen = new WeakSet();
    window.__kb = w;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'childList' && r.target.matches?.(logSel)) {
          for (const n of r.addedNodes) {
            if (n.nodeName === 'LI' && !n.classList.contains('earlier')) w.lines.push({ text: n.textContent, by: n.dataset.by });
          }
        }
        const el = r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement;
        const ann = el?.closest(annSel);
        if (ann && r.type === 'childList' && r.target === ann) {
          for (const n of r.addedNodes) if (n.nodeName === 'P' && n.dataset.seat) w.added.push(n.textContent);
        } else if (ann && seen.has(el.closest('p'))) {
          // A paragraph read before has changed: it would be read again.
          w.rewritten.push(el.closest('p').textContent);
        }
      }
      for (const p of document.querySelectorAll(`${annSel} p`)) seen.add(p);
    }).observe(table, { subtree: true, childList: true, characterData: true });
  }, [SEL.table, SEL.log, ANNOUNCER]);
}

/** The lines the bots wrote since the person's last action (and forgets them). */
async function botLinesSinceYou(page) {
  return page.evaluate(() => {
    const w = window.__kb;
    const lastYou = w.lines.map((l) => l.by).lastIndexOf('you');
    const lines = w.lines.slice(lastYou + 1).filter((l) => l.by === 'other').map((l) => l.text);
    w.lines = [];
    return lines;
  });
}

/**
 * Where the focus stands against the target (the `index`th visible [data-choice]):
 * whether it is on it, the arrow presses within the target's group, the Tab and
 * Shift+Tab presses to the group's stop, and the D shortcut's way (D, then arrows).
 */
async function plan(page, index) {
  return page.evaluate((i) => {
    const visible = (e) => e.offsetParent !== null || getComputedStyle(e).position === 'fixed';
    const target = [...document.querySelectorAll('main [data-choice]')].filter(visible)[i];
    const active = document.activeElement;
    const groupOf = (e) => e?.closest('[data-rove]');
    const itemsOf = (g) => [...g.querySelectorAll('button:not(.card-info):not([disabled])')];
    const group = groupOf(target);
    const arrows = (from) => (group && groupOf(from) === group ? itemsOf(group).indexOf(target) - itemsOf(group).indexOf(from) : null);
    const stop = group ? itemsOf(group).find((e) => e.getAttribute('tabindex') === '0') ?? target : target;
    const order = [...document.querySelectorAll('a[href], button:not([disabled]), input, select, textarea, [tabindex]')]
      .filter((e) => e.getAttribute('tabindex') !== '-1' && visible(e) && !e.closest('[inert]'));
    const at = order.indexOf(active);
    const to = order.indexOf(stop);
    const firstChoice = [...document.querySelectorAll('main [data-choice]')].filter(visible)[0];
    return {
      on: active === target,
      body: !active || active === document.body,
      arrows: arrows(active),
      tabs: at < 0 || to < 0 ? null : to - at,
      fromStop: group ? itemsOf(group).indexOf(target) - itemsOf(group).indexOf(stop) : 0,
      viaD: arrows(firstChoice) ?? (firstChoice === target ? 0 : null),
    };
  }, index);
}

/** Presses `key` `n` times; returns n. */
async function press(page, key, n) {
  for (let k = 0; k < n; k++) await page.keyboard.press(key);
  return n;
}

/** Reaches the `index`th visible choice with the fewest presses; returns their count. */
async function reach(page, index) {
  const p = await plan(page, index);
  if (p.on) return 0;
  const arrow = (n) => (n >= 0 ? ['ArrowRight', n] : ['ArrowLeft', -n]);
  const ways = [];
  if (p.arrows !== null) ways.push([arrow(p.arrows)]);
  if (p.tabs !== null) ways.push([[p.tabs >= 0 ? 'Tab' : 'Shift+Tab', Math.abs(p.tabs)], arrow(p.fromStop)]);
  if (p.viaD !== null) ways.push([['d', 1], arrow(p.viaD)]);
  const cost = (w) => w.reduce((s, [, n]) => s + n, 0);
  ways.sort((a, b) => cost(a) - cost(b));
  let presses = 0;
  for (const [key, n] of ways[0] ?? []) presses += await press(page, key, n);
  // Whatever the plan missed (a stop that moved): Tab on, counted.
  for (let k = 0; k < 120 && !(await plan(page, index)).on; k++) presses += await press(page, 'Tab', 1);
  assert.ok((await plan(page, index)).on, `the choice ${index} was never reached`);
  return presses;
}

/** The focused control is inside the viewport and nothing covers its middle. */
async function assertSeen(page, where) {
  const seen = await page.evaluate(() => {
    const e = document.activeElement;
    const r = e.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    const hit = document.elementFromPoint(x, y);
    return { inside, covered: !(hit && (hit === e || e.contains(hit))), what: e.outerHTML.slice(0, 120), by: hit?.outerHTML.slice(0, 80) };
  });
  assert.ok(seen.inside, `${where}: the focused control is outside the viewport: ${seen.what}`);
  assert.ok(!seen.covered, `${where}: the focused control is covered by ${seen.by}: ${seen.what}`);
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

/**
 * Plays the game at the table to its end by keyboard, checking every decision.
 * Returns the key presses per decision.
 */
async function playByKeyboard(page, { seed, where, passes = 0, maxDecisions = 600 }) {
  const pick = random(seed);
  const presses = [];

  let heard = 0;
  await watch(page);
  for (let d = 0; ; d++) {
    const turn = await waitForHumanOrEnd(page, 120_000);
    const botLines = await botLinesSinceYou(page);
    const said = await page.locator(ANNOUNCER).textContent();
    // The announcer says a long card name without the soft hyphen the log may break it at.
    assert.ok(!said.includes('\u00AD'), `${where}, decision ${d + 1}: a soft hyphen announced:\n${said}`);
    for (const line of botLines.map((l) => l.replaceAll('\u00AD', ''))) {
      assert.ok(said.includes(line), `${where}, decision ${d + 1}: "${line}" was not announced:\n${said}`);
    }
    heard += botLines.length;
    if (turn === 'over') break;
    assert.ok(d < maxDecisions, `${where}: no end after ${maxDecisions} decisions`);
    assert.ok(!(await plan(page, 0)).body, `${where}, decision ${d + 1}: the focus is on <body>`);
    const count = await page.evaluate(() => [...document.querySelectorAll('main [data-choice]')].filter((e) => e.offsetParent !== null).length);
    assert.ok(count > 0, `${where}, decision ${d + 1}: nothing offered`);
    const keys = await page.evaluate(() => [...document.querySelectorAll('main [data-choice]')].filter((e) => e.offsetParent !== null).map((e) => e.dataset.choice));
    // Decline when nothing else is offered, and (a game with `passes`) that share of the
    // other times it is offered: a pass in the prompt bar takes its button away with the
    // focus, which must find the next decision.
    const others = keys.map((k, i) => [k, i]).filter(([k]) => k !== 'pass');
    const passIndex = keys.indexOf('pass');
    const index = passIndex >= 0 && (!others.length || pick() < passes) ? passIndex : others[Math.floor(pick() * others.length)][1];
    presses.push(await reach(page, index));
    await assertSeen(page, `${where}, decision ${d + 1} (${keys[index]})`);
    const rev = await page.locator(SEL.app).getAttribute('data-rev');
    await page.keyboard.press('Enter');
    await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
  }
  // The end: the winner said, the focus on the score pad.
  const verdict = (await page.locator(SEL.winner).textContent()).trim();
  await page.waitForFunction(([sel, v]) => document.querySelector(sel)?.textContent.includes(v), [ANNOUNCER, verdict], { timeout: T });
  const focused = await page.evaluate(() => document.activeElement?.dataset.testid);
  assert.equal(focused, 'score-pad', `${where}: the focus is on the score pad at the end`);
  assert.ok(heard > 20, `${where}: the bots' lines were heard (${heard})`);
  return { presses, heard };
}

const GAMES = [
  { where: '2 players in English', locale: 'en-US', seed: 101, game: { players: 2, bots: ['medium'], seed: 11 } },
  // The person passes a third of the times a pass is offered ("Build nothing", "Tuck nothing"...).
  { where: '2 players in English, passing', locale: 'en-US', seed: 505, passes: 0.35, game: { players: 2, bots: ['medium'], seed: 13 } },
  {
    where: '4 players, 2nd edition, New Buildings, Events',
    locale: 'en-US',
    seed: 202,
    game: { players: 4, bots: ['easy', 'medium', 'easy'], seed: 5, edition: 'second', newBuildings: true, events: true },
  },
  { where: '3 players in Russian', locale: 'ru-RU', seed: 303, game: { players: 3, bots: ['medium', 'easy'], seed: 3 } },
  // The phone: the prompt bar is as sticky there, and taller.
  { where: '2 players in English on a phone', locale: 'en-US', seed: 404, size: PHONE, game: { players: 2, bots: ['easy'], seed: 12 } },
];

describe('whole games by keyboard only', () => {
  const env = useBrowser();
  const all = [];

  for (const g of GAMES) {
    test(g.where, { timeout: 900_000 }, async () => {
      const app = await openApp(env.browser, env.server.url, { locale: g.locale });
      try {
        await app.page.setViewportSize(g.size ?? DESKTOP);
        await startGame(app.page, { ...g.game, speed: 'instant' });
        const { presses, heard } = await playByKeyboard(app.page, { seed: g.seed, where: g.where, passes: g.passes });
        all.push(...presses);
        console.log(
          `${g.where}: ${presses.length} decisions; key presses to the chosen control: median ${quantile(presses, 0.5)}, ` +
            `p95 ${quantile(presses, 0.95)}, max ${Math.max(...presses)}, mean ${(presses.reduce((a, b) => a + b, 0) / presses.length).toFixed(1)}; ` +
            `${heard} bot log lines found announced`,
        );
        assertNoErrors(app);
      } finally {
        await app.context.close();
      }
    });
  }

  test('all the games together', () => {
    assert.ok(all.length > 0);
    console.log(`all games: ${all.length} decisions; median ${quantile(all, 0.5)}, p95 ${quantile(all, 0.95)}, max ${Math.max(...all)}`);
    assert.ok(quantile(all, 0.5) <= 3, 'the median decision takes a few presses');
  });

  test('the single-letter shortcuts can be switched off (WCAG 2.1.4), and the skip link', { timeout: 120_000 }, async () => {
    const app = await openApp(env.browser, env.server.url);
    try {
      const { page } = app;
      await startGame(page, { players: 2, bots: ['easy'], seed: 31, speed: 'instant' });
      assert.equal(await waitForHumanOrEnd(page, 60_000), 'you');
      const at = () => page.evaluate(() => document.activeElement?.closest('[data-testid="log"], .hand') ? document.activeElement.closest('[data-testid="log"], .hand').className || 'log' : document.activeElement?.tagName);
      await page.keyboard.press('l');
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'log', 'L goes to the log');
      await page.keyboard.press('h');
      assert.match(await at(), /hand/, 'H goes to the hand');
      // Switched off in "How to play": D, H and L are plain letters again.
      await page.locator('[data-testid="help-open"]').click();
      await page.locator('[data-testid="shortcuts-switch"]').uncheck();
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="help"]').waitFor({ state: 'detached', timeout: T });
      const before = await page.evaluate(() => document.activeElement?.outerHTML);
      for (const key of ['d', 'l', 'h']) await page.keyboard.press(key);
      assert.equal(await page.evaluate(() => document.activeElement?.outerHTML), before, 'the letters did nothing');
      // The skip link, first on the table (a few Shift+Tab from the top bar's "?", where
      // the focus came back), goes to the decision's first choice.
      for (let k = 0; k < 10 && (await page.evaluate(() => document.activeElement?.dataset.testid)) !== 'skip-link'; k++) {
        await page.keyboard.press('Shift+Tab');
      }
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'skip-link');
      await page.keyboard.press('Enter');
      assert.ok(await page.evaluate(() => document.activeElement?.hasAttribute('data-choice')), 'the skip link leads to a choice');
      await page.reload();
      await page.locator(SEL.table).waitFor({ timeout: T });
      assert.equal(await page.evaluate(() => localStorage.getItem('san-juan.keys.single')), 'off', 'the switch is remembered');
      assertNoErrors(app);
    } finally {
      await app.context.close();
    }
  });

  test('the bots\' pace "Instant" and "Normal": one announcement per bot turn, the same ones', { timeout: 300_000 }, async () => {
    const heard = {};
    for (const speed of ['instant', 'normal']) {
      const app = await openApp(env.browser, env.server.url);
      try {
        const { page } = app;
        await startGame(page, { players: 2, bots: ['medium'], seed: 21, speed });
        await watch(page);
        const pick = random(7);
        let runs = 0;
        for (let d = 0; d < 16; d++) {
          if ((await waitForHumanOrEnd(page, 60_000)) === 'over') break;
          // 2 players: every run of the bot's actions between two of the person's is a turn.
          if ((await botLinesSinceYou(page)).length > 0) runs++;
          const keys = await page.evaluate(() => [...document.querySelectorAll('main [data-choice]')].filter((e) => e.offsetParent !== null).map((e) => e.dataset.choice));
          const others = keys.map((k, i) => [k, i]).filter(([k]) => k !== 'pass');
          await reach(page, others.length ? others[Math.floor(pick() * others.length)][1] : 0);
          const rev = await page.locator(SEL.app).getAttribute('data-rev');
          await page.keyboard.press('Enter');
          await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
        }
        const w = await page.evaluate(() => window.__kb);
        assert.deepEqual(w.rewritten, [], `${speed}: an announcement was rewritten`);
        heard[speed] = { added: w.added, runs };
        assertNoErrors(app);
      } finally {
        await app.context.close();
      }
    }
    for (const speed of ['instant', 'normal']) {
      assert.equal(heard[speed].added.length, heard[speed].runs, `${speed}: one announcement per bot turn\n${heard[speed].added.join('\n')}`);
    }
    assert.deepEqual(heard.normal.added, heard.instant.added, 'the same announcements at either pace');
    console.log(`pace check: ${heard.instant.runs} bot turns, ${heard.instant.added.length} announcements at "Instant", ${heard.normal.added.length} at "Normal"`);
    assert.ok(heard.instant.runs >= 4, 'the bot played turns');
  });
});
