// Page object for the San Juan table (the new-game form and the game table): every
// selector the game tests use lives here, so the tests read like a person playing.
//
// Conventions of the UI (src/ui/components/):
// - every control that answers the decision asked carries data-choice="<stable key>"
//   (e.g. "role:builder", "build:smithy", "pay:indigo_plant", "produce:sugar", "pass");
//   the decline button also has data-pass;
// - .app[data-rev] changes on every state change; [data-testid=table][data-turn] is
//   "you", "bot" or "over"; [data-step] is the number of actions played; [data-in-page]
//   "true" once the bots play in the page (the workers failed);
// - what the bot workers did is not on the page but on its performance timeline, as
//   User Timing marks (src/ui/timing.rs): `botTotals` sums them.

import { readFile } from 'node:fs/promises';

export const SEL = {
  app: '.app',
  heading: 'h1',
  start: '[data-testid="start"]',
  name: '[data-testid="name"]',
  seed: '[data-testid="seed"]',
  setupSpeed: '[data-testid="setup-speed"]',
  startingHands: '[data-testid="starting-hands"]',
  players: (n) => `[data-testid="players-${n}"]`,
  botLevel: (i) => `[data-testid="bot-${i}"]`,
  table: '[data-testid="table"]',
  choice: '[data-choice]',
  prompt: '[data-testid="prompt"]',
  log: '[data-testid="log"]',
  scorePad: '[data-testid="score-pad"]',
  scoreTotal: '[data-testid="score-total"]',
  winner: '[data-testid="winner"]',
  exportRecord: '[data-testid="export"]',
  notice: '[data-testid="notice"]',
  // The notice's own button ("OK"): hides it.
  noticeOk: '[data-testid="notice"] > button',
  // Links to a moment of a game (src/ui/components/copy_link.rs, src/ui/link.rs).
  linkCopy: '[data-testid="link-copy"]',
  linkCopyEvery: '[data-testid="link-copy-every"]',
  linkText: '[data-testid="link-text"]',
  // A narrow screen's top bar: the button that opens its tools.
  menu: '[data-testid="menu"]',
  // The new-game screen's way back to the game in progress.
  backToGame: '[data-testid="back-to-game"]',
  // The replay (src/ui/components/replay_view.rs).
  replay: '[data-testid="replay"]',
  replayStep: '[data-testid="replay-step"]',
  replayFirst: '[data-testid="replay-first"]',
  replayBack: '[data-testid="replay-back"]',
  replayForward: '[data-testid="replay-forward"]',
  replayLast: '[data-testid="replay-last"]',
  replaySeat: '[data-testid="replay-seat"]',
  replayClose: '[data-testid="replay-close"]',
  // The score pad's "Review this game", and a review's Cancel.
  reviewStart: '[data-testid="review-start"]',
  reviewCancel: '[data-testid="review-cancel"]',
  // The cards of the hand shown (the person's, or in a replay the seat's), by card key.
  handCard: '.hand li[data-card]',
};

/**
 * What the bot workers did, from the page's User Timing marks (src/ui/timing.rs): the
 * hard-bot searches whose move was played, their iterations and time in the workers (ms)
 * summed, the pool's size and the largest wasm memory a worker reported (bytes); and
 * whether the bots play in the page.
 */
export async function botTotals(page) {
  return page.evaluate((table) => {
    const searches = performance.getEntriesByName('san-juan:search');
    const pool = performance.getEntriesByName('san-juan:workers');
    const sum = (i) => searches.reduce((s, e) => s + e.detail[i], 0);
    return {
      searches: searches.length,
      iterations: sum(0),
      millis: sum(1),
      workers: pool.length ? pool.at(-1).detail[0] : 0,
      memory: Math.max(0, ...pool.map((e) => e.detail[1])),
      inPage: document.querySelector(table)?.dataset.inPage === 'true',
    };
  }, SEL.table);
}

/** Generous wait (wasm compile and worker start on a slow CI machine). */
export const T = 30_000;

/**
 * Fills the new-game form and starts: `players` 2–8, `bots` levels ("easy", "medium",
 * "hard") for the bots, `speed` ("instant", "normal", "slow"), optional `name`, `seed`,
 * `startingHands`, `edition` ("first", "second"), `newBuildings`, `events`.
 */
export async function startGame(
  page,
  { players = 2, bots = [], speed = 'instant', name, seed, startingHands, edition, newBuildings, events, extraRoles, oneDeck, goldDiggerFires } = {},
) {
  await page.locator(SEL.start).waitFor({ timeout: T });
  if (edition) await page.locator('[data-testid="edition"]').selectOption(edition);
  if (newBuildings) await page.locator('[data-testid="new-buildings"]').check();
  if (events) await page.locator('[data-testid="events"]').check();
  if (name !== undefined) await page.locator(SEL.name).fill(name);
  await page.locator(SEL.players(players)).check({ force: true });
  // 5–8 players: `extraRoles` lists the roles chosen ("gold-digger", "explorer",
  // "captain", "viceroy"); left out, they are fixed by the player count.
  // One deck (5 players) comes with its variant: each gold mine once per round.
  if (oneDeck) {
    await page.locator('[data-testid="one-deck"]').check();
    await page.locator('[data-testid="gold-mine-once"]').check();
  }
  if (extraRoles) {
    await page.locator('[data-testid="extra-roles-mode"]').selectOption('chosen');
    for (const role of ['gold-digger', 'explorer', 'captain', 'viceroy']) {
      const tick = page.locator(`[data-testid="extra-role-${role}"]`);
      if (extraRoles.includes(role)) await tick.check({ force: true });
      else await tick.uncheck({ force: true });
    }
  }
  if (goldDiggerFires) await page.locator('[data-testid="gold-digger-fires"]').check();
  for (const [i, level] of bots.entries()) await page.locator(SEL.botLevel(i)).selectOption(level);
  if (startingHands) await page.locator(SEL.startingHands).check();
  if (seed !== undefined) await page.locator(SEL.seed).fill(String(seed));
  await page.locator(SEL.setupSpeed).selectOption(speed);
  await page.locator(SEL.start).click();
  await page.locator(SEL.table).waitFor({ timeout: T });
}

/** Waits until the human is asked something or the game is over; returns "you" or "over". */
export async function waitForHumanOrEnd(page, timeout = T) {
  const handle = await page.waitForFunction(
    (sel) => {
      const t = document.querySelector(sel);
      return t && t.dataset.turn !== 'bot' ? t.dataset.turn : null;
    },
    SEL.table,
    { timeout },
  );
  return handle.jsonValue();
}

/** The data-choice keys offered now, in page order (duplicates removed). */
export async function choices(page) {
  return page.evaluate((sel) => {
    const keys = [...document.querySelectorAll(sel)].map((e) => e.getAttribute('data-choice'));
    return [...new Set(keys)];
  }, SEL.choice);
}

/**
 * The test's own simple policy: the first highlighted choice that is not "pass" (so the
 * game moves on), else "pass". Clicks it and waits for the page to react. Returns its key.
 */
export async function playFirstChoice(page) {
  const offered = await choices(page);
  if (offered.length === 0) throw new Error('it is your turn but nothing is offered');
  const key = offered.find((k) => k !== 'pass') ?? offered[0];
  const rev = await page.locator(SEL.app).getAttribute('data-rev');
  await page.locator(`[data-choice="${key}"]`).first().click();
  await page.waitForFunction(
    ([sel, old]) => document.querySelector(sel)?.dataset.rev !== old,
    [SEL.app, rev],
    { timeout: T },
  );
  return key;
}

/** Plays the human's decisions with `playFirstChoice` until the game ends. */
export async function playToTheEnd(page, { maxDecisions = 2000 } = {}) {
  const played = [];
  for (;;) {
    const turn = await waitForHumanOrEnd(page);
    if (turn === 'over') return played;
    if (played.length >= maxDecisions) throw new Error(`no end after ${maxDecisions} decisions`);
    played.push(await playFirstChoice(page));
  }
}

/** The scoring pad as shown: totals by seat and the winners' seats. */
export async function readScorePad(page) {
  await page.locator(SEL.scorePad).waitFor({ timeout: T });
  const totals = await page.locator(SEL.scoreTotal).evaluateAll((cells) =>
    cells.map((c) => ({ seat: Number(c.dataset.seat), total: Number(c.textContent.trim()) })),
  );
  const winners = (await page.locator(SEL.winner).getAttribute('data-winners')).split(',').filter(Boolean).map(Number);
  const verdict = (await page.locator(SEL.winner).textContent()).trim();
  return { totals, winners, verdict };
}

/**
 * The score pad's player names a person could not read, each with why: under something
 * else (its middle is not the name's), or broken inside a word (a word of the name on
 * more than one line). [] when every name reads whole.
 */
export async function unreadableScorePadNames(page) {
  return page.locator('.score-pad thead th').evaluateAll((ths) =>
    ths.flatMap((th) => {
      const name = th.firstChild?.nodeType === Node.TEXT_NODE ? th.firstChild : null;
      if (!name) return [];
      const r = th.getBoundingClientRect();
      const over = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const covered = !th.contains(over);
      const range = document.createRange();
      let at = 0;
      const broken = name.textContent.split(/(\s+)/).some((word) => {
        const start = at;
        at += word.length;
        if (!word.trim()) return false;
        range.setStart(name, start);
        range.setEnd(name, at);
        return range.getClientRects().length > 1;
      });
      if (covered) return [`${name.textContent}: ${over ? `under ${over.tagName.toLowerCase()}.${[...over.classList].join('.')}` : 'out of view'}`];
      return broken ? [`${name.textContent}: broken inside a word`] : [];
    }),
  );
}

/** Clicks `selector` (a button that downloads a file) and returns the file's text. */
export async function downloadedText(page, selector) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(selector).click()]);
  return readFile(await download.path(), 'utf8');
}

/**
 * The game record as "Export record" downloads it, its text: at the end of a game, when
 * the top bar shows its tools without the menu (on a phone too).
 */
export const exportedRecordText = (page) => downloadedText(page, SEL.exportRecord);

/**
 * Where the decision's controls stand, measured in the page without scrolling anything:
 * for every [data-choice] (each highlighted card, placard, city building, event and
 * prompt button), a line when it is not drawn, not wholly inside the viewport, or
 * covered (document.elementFromPoint at its centre is neither the control nor inside
 * it); and one when the page scrolls sideways (scrollingElement.scrollWidth > innerWidth).
 * Returns the lines (none: all in view).
 */
export async function controlsOutOfView(page) {
  return page.evaluate(() => {
    const lines = [];
    const [vw, vh] = [window.innerWidth, window.innerHeight];
    const sw = document.scrollingElement.scrollWidth;
    if (sw > vw) lines.push(`the page scrolls sideways: scrollWidth ${sw} > innerWidth ${vw}`);
    const name = (el) => (el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : 'nothing');
    for (const el of document.querySelectorAll('[data-choice]')) {
      const key = el.getAttribute('data-choice');
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) {
        lines.push(`${key}: not drawn`);
        continue;
      }
      const box = `${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`;
      if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
        lines.push(`${key}: at ${box}, outside the ${vw}x${vh} viewport`);
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !el.contains(hit)) lines.push(`${key}: at ${box}, covered by ${name(hit)}`);
    }
    return lines;
  });
}

/**
 * Clicks the choice `key` from inside the page (HTMLElement.click(): no scrolling, unlike
 * a Playwright click) and waits for the page to react.
 */
export async function clickInPlace(page, key) {
  const rev = await page.locator(SEL.app).getAttribute('data-rev');
  await page.evaluate((k) => document.querySelector(`[data-choice="${CSS.escape(k)}"]`).click(), key);
  await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
}

/**
 * The card names and kind lines ("Production · indigo") that do not fit, measured in the
 * page: for every shown card in `scope` (a selector: the hand, the cities, the drawn
 * cards), a line when the text (its line boxes, Range.getClientRects) runs out of the
 * card's box or into its good strip, or when a word of it (split at spaces, hyphens and soft hyphens;
 * Chinese and Japanese wrap between characters and are left out) lies on two lines.
 */
export async function namesThatDoNotFit(page, scope) {
  return page.evaluate((scope) => {
    const lines = [];
    const inside = (r, box) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
    const meets = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const cjk = /[\u3000-\u9fff\uf900-\ufaff]/;
    const texts = (el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.data.trim());
    for (const card of document.querySelectorAll(`${scope} .card`)) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue;
      const strip = card.querySelector('.good-card')?.getBoundingClientRect();
      for (const el of card.querySelectorAll('.card-name, .card-kind')) {
        for (const text of texts(el)) {
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const r of range.getClientRects()) {
            if (r.width === 0) continue;
            if (!inside(r, box)) lines.push(`"${text.data}": a line at ${Math.round(r.left)}..${Math.round(r.right)} runs out of its card ${Math.round(box.left)}..${Math.round(box.right)}`);
            if (strip && meets(r, strip)) lines.push(`"${text.data}": a line runs under the good strip`);
          }
          if (cjk.test(text.data)) continue;
          const re = /[^\s\-‐·\u00ad]+/g; // a soft hyphen is a break the name allows
          for (let m; (m = re.exec(text.data)); ) {
            // Letter by letter, each letter's own box (its last: Chromium gives the letter
            // after a soft hyphen that broke also the hyphen drawn at the line's end).
            const tops = new Set();
            for (let i = m.index; i < m.index + m[0].length; i++) {
              const letter = document.createRange();
              letter.setStart(text, i);
              letter.setEnd(text, i + 1);
              const boxes = [...letter.getClientRects()].filter((r) => r.width > 0);
              if (boxes.length) tops.add(Math.round(boxes[boxes.length - 1].top));
            }
            if (tops.size > 1) lines.push(`"${text.data}": the word "${m[0]}" is broken across ${tops.size} lines`);
          }
        }
      }
    }
    return [...new Set(lines)];
  }, scope);
}
