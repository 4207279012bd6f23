// The Events, played through the UI on a desktop and on a 390x844 phone: the new-game
// form's switch, the face-up events beside the roles (their card details), and a whole
// 3-player game against two medium bots in which the person sets off every event as
// soon as the table offers it (the first by keyboard) and answers each event's decision
// with its own controls: a governor's visit on a taken role placard, an earthquake on a
// building of the own city, taxes and amnesty on hand cards (amnesty's "Keep my hand" /
// "Stop"), a construction's free build. The bots set off events too (the medium bot's
// rule of thumb); the log says every one. No horizontal scroll, no console errors.
//
// The games are the same every run (seeded deal, medium bots, the test's own policy):
// seed 6 on the desktop and 2 on the phone bring every event decision to the person
// between them and an event set off by a bot in each (medium as the learned policy of
// the 3,050-game weights, 2026-11-29: with 5, 11 and 1 on the phone no bot set one off,
// with 2 one did). A change to the
// medium bot can change these games: look for seeds again (E2E_EVENT_SEEDS, below).
// Run: node --test tests/e2e/events.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, useApp } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { SEL, choices, exportedRecordText, startGame, T, waitForHumanOrEnd } from './table-page.mjs';

const UI = {
  events: '[data-testid="events"]',
  event: '[data-testid="events"] .event',
  eventCard: '[data-testid="events"] .event-card',
  setOff: '[data-choice^="set-off:"]',
  ownCity: '.player.you .city .card',
  detail: '[role="dialog"]',
  promptLine: '.prompt-line',
  pass: '[data-choice="pass"]',
};

/** Event decisions met by the person, in either game (all five must be met). */
const met = new Set();

const noHorizontalScroll = async (page, when) => {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${when}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
};

/** The log's lines, newest first (the ones shown: the newest 150). */
const logLines = (page) => page.locator(`${SEL.log} li`).allTextContents();

/** Runs `act` (which takes an action) and waits for the page to show its result. */
async function acting(page, act) {
  const rev = await page.locator(SEL.app).getAttribute('data-rev');
  await act();
  await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.dataset.rev !== old, [SEL.app, rev], { timeout: T });
}

const click = (page, key) => acting(page, () => page.locator(`[data-choice="${key}"]`).first().click());

/**
 * Plays the person's decisions to the end: every event the table offers is set off at
 * once (the first with the keyboard), each event's decision answered and checked, any
 * other decision the first highlighted choice that is not "pass". Returns the events
 * the person set off.
 */
async function playWithEvents(page, name) {
  const setOff = [];
  for (let decisions = 0; ; decisions++) {
    if ((await waitForHumanOrEnd(page)) === 'over') return setOff;
    assert.ok(decisions < 2000, 'no end after 2000 decisions');
    const offered = await choices(page);
    const line = (await page.locator(UI.promptLine).textContent()).replace(/^Your turn\. /, '');
    const eventKey = offered.find((k) => k.startsWith('set-off:'));

    if (eventKey) {
      // Beside the roles: the card (its details on a click) and its "Set off" button.
      const button = page.locator(`[data-choice="${eventKey}"]`);
      const label = await button.getAttribute('aria-label');
      const event = label.match(/^Set off the event (.+) instead of choosing a role$/)?.[1];
      assert.ok(event, `label ${label}`);
      assert.equal((await button.textContent()).trim(), 'Set off');
      assert.ok(offered.some((k) => k.startsWith('role:')), 'the roles are offered beside the events');
      if (setOff.length === 0) {
        const card = page.locator(`${UI.event}[data-event="${eventKey.slice('set-off:'.length)}"] .event-card`);
        // The card is named by its words: the name one sees comes first (axe's
        // label-content-name-mismatch), then "(event)", its text and the details hint.
        const findings = await seriousFindings(page);
        assert.deepEqual(findings, [], `axe with an event card face up:\n${describeFindings(findings)}`);
        const named = await card.evaluate((el) => el.textContent.replace(/\s+/g, ' ').trim());
        assert.ok(named.startsWith(`${event} (event) `) && named.endsWith('Shows the details.'), `the card's name: ${named}`);
        await card.click();
        await page.locator(UI.detail).waitFor({ timeout: T });
        assert.equal(await page.locator(`${UI.detail} h2`).textContent(), event);
        assert.equal((await page.locator(`${UI.detail} .detail-facts`).textContent()).trim(), 'Event');
        await page.keyboard.press('Escape');
        await page.locator(UI.detail).waitFor({ state: 'detached', timeout: T });
        await noHorizontalScroll(page, 'events beside the roles');
        // By keyboard: the button takes the focus, Enter sets the event off.
        await acting(page, async () => {
          await button.focus();
          await page.keyboard.press('Enter');
        });
      } else {
        await click(page, eventKey);
      }
      setOff.push(event);
      assert.ok((await logLines(page)).includes(`${name} set off the event ${event}.`), `no log line for ${event}`);
      assert.equal(await page.locator(`${UI.event}[data-event="${eventKey.slice('set-off:'.length)}"] [data-choice]`).count(), 0);
      continue;
    }

    if (line.startsWith("Governor's visit")) {
      met.add('visit');
      assert.ok(offered.length > 0 && offered.every((k) => k.startsWith('role:')), offered.join(' '));
      const key = offered[0];
      const placard = page.locator(`.placard[data-role="${key.slice('role:'.length)}"]`);
      assert.match(await placard.getAttribute('class'), /\btaken\b/, 'a governor\'s visit repeats a role already taken');
      const role = await placard.locator('.placard-name').textContent();
      assert.equal((await page.locator(`[data-choice="${key}"]`).textContent()).trim(), `Play ${role} again`);
      assert.equal(await page.locator(`${UI.event}[data-event="governors_visit"] .event-status`).textContent(), `In play · set off by ${name}`);
      await click(page, key);
      assert.ok((await logLines(page)).includes(`${name} played the ${role} once more (governor's visit).`));
      // The visitor plays the role first: while it is in play, the placard says who plays it.
      if (/\bin-play\b/.test(await placard.getAttribute('class'))) {
        assert.equal(await placard.locator('.placard-status').textContent(), `In play · governor's visit: ${name}`);
      }
      continue;
    }

    if (line.startsWith('Earthquake')) {
      met.add('earthquake');
      const before = await page.locator(UI.ownCity).count();
      assert.deepEqual(offered, [...Array(before).keys()].map((i) => `discard-building:${i}`));
      const fallen = await page.locator(`${UI.ownCity}[data-choice="discard-building:0"] .card-name`).textContent();
      await click(page, 'discard-building:0');
      assert.ok((await logLines(page)).some((l) => l.startsWith(`${name} discarded the ${fallen}`) && l.endsWith('(earthquake).')));
      // The city shows it gone (only the person's own actions add to it).
      if ((await page.locator(SEL.table).getAttribute('data-turn')) !== 'over') {
        assert.equal(await page.locator(UI.ownCity).count(), before - 1, 'the building left the city');
      }
      continue;
    }

    if (line.startsWith('Taxes')) {
      met.add('taxes');
      assert.ok(offered.every((k) => k.startsWith('discard:')), offered.join(' '));
      await click(page, offered[0]);
      assert.ok((await logLines(page)).includes(`${name} discarded a hand card (taxes).`));
      continue;
    }

    if (line.startsWith('Amnesty')) {
      met.add('amnesty');
      assert.equal((await page.locator(UI.pass).textContent()).trim(), 'Keep my hand');
      await click(page, offered.find((k) => k.startsWith('discard:')));
      // One card is enough: "Stop" exchanges it, if the hand was not emptied.
      const still = (await page.locator(SEL.table).getAttribute('data-turn')) === 'you';
      if (still && (await page.locator(UI.promptLine).textContent()).startsWith('Your turn. Amnesty')) {
        assert.equal((await page.locator(UI.pass).textContent()).trim(), 'Stop');
        await click(page, 'pass');
      }
      assert.ok((await logLines(page)).some((l) => l.startsWith(`${name} exchanged `) && l.endsWith('(amnesty).')));
      continue;
    }

    if (line.startsWith('Construction')) {
      met.add('construction');
      assert.equal((await page.locator(UI.pass).textContent()).trim(), 'Build nothing');
      const build = offered.find((k) => k.startsWith('build:'));
      if (build) {
        const card = page.locator(`.hand [data-choice="${build}"]`);
        assert.equal((await card.locator('.verb').textContent()).trim(), 'Build free');
        const building = await card.locator('.card-name').textContent();
        await click(page, build);
        assert.ok((await logLines(page)).includes(`${name} built the ${building} for free.`));
      } else {
        await click(page, 'pass');
        assert.ok((await logLines(page)).includes(`${name} built nothing (construction).`));
      }
      continue;
    }

    await click(page, offered.find((k) => k !== 'pass') ?? offered[0]);
  }
}

// E2E_EVENT_SEEDS=3,8 tries other seeds (desktop, phone) when looking for new ones.
const [desktopSeed, phoneSeed] = (process.env.E2E_EVENT_SEEDS ?? '6,2').split(',').map(Number);
for (const [where, viewport, seed] of [
  ['desktop', DESKTOP, desktopSeed],
  ['phone', PHONE, phoneSeed],
]) {
  describe(`the Events, a whole game on a ${where}`, () => {
    const app = useApp();

    test('the form switches them on and they lie beside the roles', async () => {
      const { page } = app;
      await page.setViewportSize(viewport);
      await startGame(page, { players: 3, bots: ['medium', 'medium'], speed: 'instant', name: 'Ana', seed, events: true });
      await page.locator(UI.events).waitFor({ timeout: T });
      assert.equal(await page.locator(`${UI.events} h2`).textContent(), 'Events');
      await noHorizontalScroll(page, 'the table');
    });

    test('the person and a bot set off events, each effect is logged, the game ends', { timeout: 900_000 }, async (t) => {
      const { page } = app;
      const mine = await playWithEvents(page, 'Ana');
      assert.ok(mine.length > 0, 'the person set off no event');
      await page.locator(SEL.scorePad).waitFor({ timeout: T });
      const earlier = page.locator('.log .earlier button');
      if (await earlier.count()) await earlier.click();
      const log = await logLines(page);
      const bots = log.filter((l) => /^(Bruno|Carmen) set off the event /.test(l));
      assert.ok(bots.length > 0, `no bot set off an event with seed ${seed}: try another seed`);
      t.diagnostic(`seed ${seed}: Ana set off ${mine.join(', ')}; ${bots.reverse().join(' ')}; decisions met so far: ${[...met].join(', ')}`);
      for (const l of log.filter((l) => / set off the event Debt relief\.$/.test(l))) {
        assert.ok(log.some((x) => / drew 3 cards \(debt relief\)\.$/.test(x)), `${l}: nobody drew`);
      }
      for (const e of mine) assert.ok(log.includes(`Ana set off the event ${e}.`));
      assert.equal(await page.locator(SEL.table).getAttribute('data-turn'), 'over');
      const record = JSON.parse(await exportedRecordText(page));
      assert.equal(record.options.events, true);
      await noHorizontalScroll(page, 'the end');
      assertNoErrors(app, { origin: false });
      assert.equal(await page.locator(SEL.table).getAttribute('data-in-page'), 'false');
    });
  });
}

describe('the Events, both games', () => {
  test('brought every event decision to the person', () => {
    assert.deepEqual([...met].sort(), ['amnesty', 'construction', 'earthquake', 'taxes', 'visit']);
  });
});
