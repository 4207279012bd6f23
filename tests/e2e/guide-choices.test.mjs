// The expansions' first-game guides never cover a choice (issue 47; src/ui/components/guide.rs
// places the callout): games played through the page with the guides a first visit
// shows, on a desktop and a phone: 4 players with the 2nd edition, the New Buildings and
// the Events, and 8 players with the New Buildings. At every decision of the person, no
// usable control that answers it ([data-choice], not disabled, with a box) meets the
// callout's box, and a click at the control's middle reaches it (what lies there,
// document.elementFromPoint, is the control or inside it); the test then plays by a real
// click at a choice's middle. Run: node --test tests/e2e/guide-choices.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, openApp, useBrowser } from './support.mjs';
import { SEL, T, startGame, waitForHumanOrEnd } from './table-page.mjs';

const GAMES = [
  { what: '4 players, 2nd edition, New Buildings, Events', players: 4, edition: 'second', newBuildings: true, events: true, seed: 1, lessons: 7 },
  { what: '8 players, New Buildings', players: 8, newBuildings: true, seed: 2, lessons: 6 },
];

/**
 * At the decision shown: the choices the callout covers or a click at their middle does
 * not reach, in words ([] when none), the callout's lesson, and the boxes' middles of
 * the usable choices by key.
 */
async function reachable(page) {
  return page.evaluate(() => {
    const callout = document.querySelector('[data-testid="guide-callout"]');
    const c = callout?.getBoundingClientRect();
    const problems = [];
    const middles = {};
    for (const el of document.querySelectorAll('[data-choice]')) {
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0 || el.disabled) continue;
      const key = el.dataset.choice;
      const [x, y] = [b.left + b.width / 2, b.top + b.height / 2];
      if (c && b.left < c.right && c.left < b.right && b.top < c.bottom && c.top < b.bottom) {
        problems.push(`${key} (${[b.left, b.top, b.right, b.bottom].map(Math.round)}) lies under the callout (${[c.left, c.top, c.right, c.bottom].map(Math.round)})`);
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) {
        problems.push(`a click at ${key}'s middle (${Math.round(x)}, ${Math.round(y)}) lands on ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'}`);
      } else middles[key] ??= [x, y];
    }
    return { problems, lesson: callout?.dataset.lesson, middles };
  });
}

describe("an expansion's guide never covers the decision's choices", () => {
  const env = useBrowser();
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const game of GAMES) {
      test(`${size}: ${game.what}`, { timeout: 600_000 }, async () => {
        const app = await openApp(env.browser, env.server.url, { guides: true });
        env.context = app.context;
        const { page } = app;
        try {
          await page.setViewportSize(viewport);
          const { players, edition, newBuildings, events, seed } = game;
          await startGame(page, { players, bots: Array(players - 1).fill('easy'), seed, edition, newBuildings, events });
          const lessons = new Set();
          for (let decision = 0; ; decision++) {
            if ((await waitForHumanOrEnd(page, 120_000)) === 'over') break;
            // The callout is placed after the render: two frames.
            await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
            const { problems, lesson, middles } = await reachable(page);
            assert.deepEqual(problems, [], `decision ${decision + 1} (callout: ${lesson ?? 'none'})`);
            if (lesson) lessons.add(lesson);
            const keys = Object.keys(middles);
            assert.ok(keys.length > 0, `decision ${decision + 1}: nothing to click`);
            const others = keys.filter((k) => k !== 'pass');
            const key = others.length ? others[(decision * 3 + 1) % others.length] : keys[0];
            const rev = await page.locator(SEL.app).getAttribute('data-rev');
            await page.mouse.click(...middles[key]);
            await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
          }
          assert.ok(lessons.size >= game.lessons, `only ${lessons.size} callouts shown: ${[...lessons].join(', ')}`);
          assertNoErrors(app);
        } finally {
          await app.context.close();
          env.context = undefined;
        }
      });
    }
  }
});
