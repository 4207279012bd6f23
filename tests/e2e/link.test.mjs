// A link to any moment of a game (issue 48, src/table/link.rs, src/ui/link.rs), in
// headless Chromium:
// - a finished game (2 players, seed 7, an easy bot): the score pad's "Copy link" and
//   "Copy link (every seat)" make links to its end; in the replay ("Review this game"),
//   at a middle step and seen by the bot's seat, the replay bar's two links. Each link is
//   the page's address with `#game=<payload>` (shown in the notice, and in the
//   clipboard the context allows), and the payload (raw deflate, URL-safe base64 of the
//   link's JSON) names the step and seat asked for. Opened in a fresh browser context
//   (desktop and phone), a seat's link shows the replay at that step, seen by that seat,
//   the seat select disabled; the every-seat link at that step with the select enabled;
//   the address loses its fragment; axe finds nothing serious;
// - offline: a context whose service worker controls the page, the network off, opens
//   the link at its step (the link worker's files come from the cache);
// - a game in progress (3 players, on a phone: the top bar's "Copy link" is behind the
//   menu button) links the person's seat only; the link opens at its last step, kept to
//   that seat, showing the same hand as the sender's; no card in another seat's hand
//   and no face-down good (the true cards from the native command line, `san-juan
//   replay`, at three steps of the link's record) shows anywhere in the page, in a text
//   or an attribute, unless a copy of it is in view for everyone (a city) or in the
//   seat's own hand;
// - damaged and foreign links (cut short, not base64, not a link's JSON, another version
//   or format, a game in progress shown to every seat, a step or seat the game lacks, a
//   record that does not replay or is not a record), on load and pasted into the open
//   tab: the notice says the link does not open and why, the new-game screen shows, and
//   the game in progress in that browser is still there (its "Back to the game", a
//   reload, and after a link that opens, once its replay is closed); axe on the notice;
// - a link pasted into an open tab (only the fragment changes: `hashchange`) opens its
//   replay, and a second one replaces it;
// - no console message, page error or request to another origin in any context.
// Run: node --test tests/e2e/link.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { DESKTOP, LANGS, PHONE, REPO_ROOT, assertNoErrors, openApp, sanJuanBinary, useApp } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { SEL, T, playFirstChoice, playToTheEnd, startGame, waitForHumanOrEnd } from './table-page.mjs';

const run = promisify(execFile);

/** Every building's English name by its card key ("indigo_plant": "Indigo plant"), from en.ftl. */
const CARD_NAME = Object.fromEntries(
  readFileSync(join(REPO_ROOT, 'assets/i18n/en.ftl'), 'utf8')
    .split('\n')
    .map((line) => /^card-([a-z-]+) = ([A-Z][^{]*)$/.exec(line))
    .filter(Boolean)
    .map(([, id, name]) => [id.replace(/-/g, '_'), name.trim()]),
);

/** The narrowest phone in common use (many Android phones): the replay bar fits it too. */
const NARROW_PHONE = Object.freeze({ width: 360, height: 780 });

/** What the notice says when a link does not open (en.ftl notice-link-failed). */
const DOES_NOT_OPEN = /^This link does not open a game: /;

/** A link's payload: what follows `#game=` in its address. */
function payloadOf(url) {
  const at = url.indexOf('#game=');
  assert.ok(at > 0, `not a link: ${url}`);
  return url.slice(at + '#game='.length);
}

/** A link's JSON ({ format, version, step, seen_by, record }), read as the page's worker reads it. */
const readLink = (url) => JSON.parse(inflateRawSync(Buffer.from(payloadOf(url), 'base64url')).toString('utf8'));

/** A link to `base` (the app's address) holding `json`, made as the page's worker makes one. */
const linkTo = (base, json) => `${base}#game=${deflateRawSync(Buffer.from(JSON.stringify(json))).toString('base64url')}`;

/** Hides the notice, if one shows. */
async function dismissNotice(page) {
  if ((await page.locator(SEL.notice).count()) === 0) return;
  await page.locator(SEL.noticeOk).click();
  await page.locator(SEL.notice).waitFor({ state: 'detached', timeout: T });
}

/**
 * Clicks the link button `button` (after the menu button, if `menu`) and waits for the
 * notice with the link; returns the link (the notice's address) and what the notice says.
 */
async function copyLink(page, button, { menu = false } = {}) {
  await dismissNotice(page);
  if (menu) await page.locator(SEL.menu).click();
  await page.locator(button).click();
  await page.locator(SEL.linkText).waitFor({ timeout: T });
  const url = (await page.locator(SEL.linkText).textContent()).trim();
  const said = (await page.locator(`${SEL.notice} p`).textContent()).trim();
  return { url, said };
}

/** The link `url` is the app's address `base` with a payload of URL-safe base64 in its fragment. */
function assertLinkShape(url, base) {
  assert.ok(url.startsWith(`${base}#game=`), `${url} is not ${base}#game=…`);
  assert.match(payloadOf(url), /^[A-Za-z0-9_-]{40,}$/, 'the payload is URL-safe base64 without padding');
}

/** The replay as shown: its step and total, the seat seen and whether it is kept, the address. */
async function replayShown(page) {
  return page.evaluate(
    ([stepSel, seatSel, everySel]) => {
      const step = document.querySelector(stepSel);
      const seat = document.querySelector(seatSel);
      return {
        step: Number(step.dataset.step),
        total: Number(step.dataset.total),
        seat: seat.value,
        kept: seat.disabled,
        every: document.querySelector(everySel) !== null,
        address: location.href,
      };
    },
    [SEL.replayStep, SEL.replaySeat, SEL.linkCopyEvery],
  );
}

/** Waits for the replay at `step` (after a link was opened or a step button clicked). */
async function replayAt(page, step) {
  await page.locator(`${SEL.replayStep}[data-step="${step}"]`).waitFor({ timeout: T });
  return replayShown(page);
}

/**
 * Loads the page anew with the link `url` in its address, as a link opened in a tab
 * that shows the app already would (the address changed without a `hashchange`, then a
 * reload).
 */
async function openByLoading(page, url) {
  await page.evaluate((u) => history.replaceState(null, '', u), url);
  await page.reload({ waitUntil: 'load' });
}

/**
 * Opens `url` in a fresh browser context (a person who never had this game) at `viewport`,
 * the browser's language `locale`.
 */
async function openLink(env, url, viewport = DESKTOP, locale = 'en-US') {
  const opened = await openApp(env.browser, url, { locale });
  await opened.page.setViewportSize(viewport);
  await opened.page.locator(SEL.replayStep).waitFor({ timeout: T });
  return opened;
}

/**
 * Opens `url` in a fresh browser at `viewport` (`openLink`), runs `check` on its page,
 * then asserts the browser stayed clean and closes it, whatever happened.
 */
async function inLinkView(env, url, viewport, check, locale = 'en-US') {
  const view = await openLink(env, url, viewport, locale);
  try {
    await check(view.page);
    assertNoErrors(view);
  } finally {
    await view.context.close();
  }
}

/**
 * The replay bar's ten controls take three rows at most on a phone (the step buttons show
 * their arrows only), and every one stays inside the width.
 */
async function assertReplayBarFits(page, lang, width = PHONE.width) {
  const bar = await page.locator('.replay-bar > *').evaluateAll((es) => es.map((e) => e.getBoundingClientRect()));
  // A new row where a control's middle lies more than 16 px below the one before.
  const middles = bar.map((r) => (r.top + r.bottom) / 2).sort((a, b) => a - b);
  const rows = middles.filter((m, i) => i === 0 || m - middles[i - 1] > 16).length;
  assert.ok(rows <= 3, `${lang}: the replay bar takes ${rows} rows on a phone`);
  assert.ok(bar.every((r) => r.left >= 0 && r.right <= width), `${lang}: the replay bar fits the phone's width (${width} px)`);
}

/** What `replayShown` says of the replay, but its address. */
const viewOf = ({ step, total, seat, kept, every }) => ({ step, total, seat, kept, every });

/** The hand shown (the person's at the table, the seat's in a replay): card keys, sorted. */
const handShown = async (page) => (await page.locator(SEL.handCard).evaluateAll((lis) => lis.map((li) => li.dataset.card))).sort();

/**
 * axe-core's serious findings on `page` are noted in `found` (with `where`), for the
 * test's end (`assertAxeClean`): a finding does not stop the rest of the test. Motion as
 * the browser has it: a bot's "Deciding" badge pulses with a ring, its text at full
 * contrast throughout (and not at all in a replay).
 */
async function axeCheck(found, page, where) {
  const findings = await seriousFindings(page);
  if (findings.length) found.push(`${where}:\n${describeFindings(findings)}`);
}

/** No serious axe-core finding was noted in `found`. */
const assertAxeClean = (found) => assert.deepEqual(found, [], `axe-core:\n${found.join('\n')}`);

/** The table's step (actions played) when the person is asked something. */
async function tableStep(page) {
  assert.equal(await waitForHumanOrEnd(page), 'you');
  return Number(await page.locator(SEL.table).getAttribute('data-step'));
}

/** Plays `n` of the person's decisions (the first choice offered), the bots in between. */
async function playDecisions(page, n) {
  for (let i = 0; i < n; i++) {
    assert.equal(await waitForHumanOrEnd(page), 'you', 'the game ended too soon');
    await playFirstChoice(page);
  }
}

/**
 * The state after the first `step` actions of `record` as the native engine sees it,
 * hidden cards included (`san-juan replay`): { players: [{ hand, city, ... }], ... }.
 */
async function engineState(dir, record, step) {
  const file = join(dir, `record-${step}.json`);
  await writeFile(file, JSON.stringify({ ...record, actions: record.actions.slice(0, step) }));
  const { stdout } = await run(await sanJuanBinary(), ['replay', file], { maxBuffer: 1 << 26 });
  return JSON.parse(stdout);
}

/**
 * Every text of the page (text nodes outside scripts and styles, every attribute's
 * value, every form control's value): where a card's name or key would show.
 */
async function pageTexts(page) {
  return page.evaluate(() => {
    const texts = [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let n; (n = walker.nextNode()); ) {
      if (!n.parentElement?.closest('script, style') && n.data.trim()) texts.push(n.data);
    }
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) if (a.value.trim()) texts.push(`[${a.name}] ${a.value}`);
      if ('value' in el && typeof el.value === 'string' && el.value.trim()) texts.push(`(value) ${el.value}`);
    }
    return texts;
  });
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts of `texts` that name the card `key`: its English name, or its key as a word. */
function naming(texts, key) {
  const name = new RegExp(`(^|[^\\p{L}])${escapeRe(CARD_NAME[key])}($|[^\\p{L}])`, 'u');
  const word = new RegExp(`(^|[^a-z_])${escapeRe(key)}($|[^a-z_])`);
  return texts.filter((t) => name.test(t) || word.test(t));
}

/**
 * The replay in `page`, seen by `seat` at the engine's `state`, shows `seat`'s own hand
 * and no card hidden from it: the cards in the other seats' hands and the face-down goods
 * (everyone's), except the buildings a copy of which is in a city or in `seat`'s hand
 * (those show anyway). Returns how many hidden cards were looked for.
 */
async function assertNoHiddenCards(page, state, seat, where) {
  const own = state.players[seat].hand;
  assert.deepEqual(await handShown(page), [...own].sort(), `${where}: the seat's hand shown is its hand`);
  const open = new Set([...own, ...state.players.flatMap((p) => p.city)]);
  const secret = [
    ...state.players.filter((p) => p.seat !== seat).flatMap((p) => p.hand),
    ...state.players.flatMap((p) => p.goods.filter(Boolean)),
  ];
  const hidden = [...new Set(secret)].filter((k) => !open.has(k));
  for (const key of [...hidden, ...own]) assert.ok(CARD_NAME[key], `${where}: no English name for the card key ${key}`);
  const texts = await pageTexts(page);
  // The search finds what shows: each card of the seat's own hand, by name and key.
  for (const key of own) assert.ok(naming(texts, key).length > 0, `${where}: the seat's own ${key} is not found in the page`);
  const leaks = hidden.flatMap((key) => naming(texts, key).map((t) => `${key}: ${t.slice(0, 200)}`));
  assert.deepEqual(leaks, [], `${where}: cards of other seats' hands show to seat ${seat}`);
  return hidden.length;
}

describe('a link to a moment of a game', () => {
  // The sender: a desktop browser that allows the clipboard.
  const env = useApp({ prepare: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']) });
  /** The links made by the tests, for the later ones. */
  const made = {};
  let dir;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'san-juan-link-'));
  });
  after(async () => {
    await made.inProgress?.sender.context.close().catch(() => {});
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('a finished game: the score pad\'s and the replay\'s links open at their step, kept to a seat or not', { timeout: 600_000 }, async () => {
    const axe = [];
    const { page, server } = env;
    await page.setViewportSize(DESKTOP);
    await startGame(page, { players: 2, bots: ['easy'], speed: 'instant', seed: 7 });
    await playToTheEnd(page);
    const total = Number(await page.locator(SEL.table).getAttribute('data-step'));
    assert.ok(total > 20, `a whole game has more than ${total} actions`);

    // The score pad: the person's seat, and every seat's view; the clipboard has it.
    const own = await copyLink(page, SEL.linkCopy);
    assertLinkShape(own.url, server.url);
    assert.match(own.said, /^Link copied\. It opens this moment of the game/);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), own.url, 'the clipboard holds the link');
    const ownJson = readLink(own.url);
    assert.equal(ownJson.format, 'san-juan-link');
    assert.equal(ownJson.version, 1);
    assert.equal(ownJson.step, total);
    assert.equal(ownJson.seen_by, 0);
    assert.equal(ownJson.record.seed, 7);
    assert.equal(ownJson.record.actions.length, total);
    await axeCheck(axe, page, 'the score pad with the notice of a link');
    const every = await copyLink(page, SEL.linkCopyEvery);
    assert.deepEqual([readLink(every.url).step, readLink(every.url).seen_by], [total, null]);

    // The replay: "Review this game" opens it at the end (the review is not needed here);
    // back to the middle, seen by the bot's seat.
    await dismissNotice(page);
    await page.locator(SEL.reviewStart).click();
    await page.locator(SEL.reviewCancel).click();
    const atEnd = await replayAt(page, total);
    assert.deepEqual([atEnd.total, atEnd.seat, atEnd.kept, atEnd.every], [total, '0', false, true]);
    const mid = Math.floor(total / 2);
    for (let step = total - 1; step >= mid; step--) {
      await page.locator(SEL.replayBack).click();
      await replayAt(page, step);
    }
    await page.locator(SEL.replaySeat).selectOption('1');
    await page.waitForFunction((sel) => document.querySelector(sel)?.value === '1', SEL.replaySeat, { timeout: T });
    const botsHand = await handShown(page);
    assert.ok(botsHand.length > 0, 'the replay shows the bot\'s hand');
    const seat = await copyLink(page, SEL.linkCopy);
    assertLinkShape(seat.url, server.url);
    assert.deepEqual([readLink(seat.url).step, readLink(seat.url).seen_by], [mid, 1]);
    const everyMid = await copyLink(page, SEL.linkCopyEvery);
    assert.deepEqual([readLink(everyMid.url).step, readLink(everyMid.url).seen_by], [mid, null]);
    assert.deepEqual(readLink(everyMid.url).record, ownJson.record, 'the same game in every link');
    Object.assign(made, { total, mid, botsHand, atEnd: every.url, seat: seat.url, every: everyMid.url });
    console.log(`a game of ${total} actions: its link ${every.url.length} characters long`);

    // Another person, desktop: the bot's seat's link, kept to it.
    await inLinkView(env, seat.url, DESKTOP, async (p) => {
      const shown = await replayShown(p);
      assert.deepEqual(viewOf(shown), { step: mid, total, seat: '1', kept: true, every: false });
      assert.equal(shown.address, server.url, 'the link is gone from the address');
      assert.deepEqual(await handShown(p), botsHand, 'the same hand as the sender saw');
      assert.equal(await p.locator(SEL.replaySeat).getAttribute('title'), "The link shows only this seat's view.");
      await axeCheck(axe, p, 'the replay of a seat\'s link (desktop)');
      // The steps still move; the seat stays.
      await p.locator(SEL.replayForward).click();
      const next = await replayAt(p, mid + 1);
      assert.deepEqual([next.seat, next.kept], ['1', true]);
      // Its own link keeps the seat.
      const again = await copyLink(p, SEL.linkCopy);
      assert.deepEqual([readLink(again.url).step, readLink(again.url).seen_by], [mid + 1, 1]);
    });

    // Another person, phone: every seat's link, at the same step, any seat.
    await inLinkView(env, everyMid.url, PHONE, async (p) => {
      assert.deepEqual(viewOf(await replayShown(p)), { step: mid, total, seat: '0', kept: false, every: true });
      await axeCheck(axe, p, 'the replay of an every-seat link (phone)');
      await assertReplayBarFits(p, 'en');
      await p.locator(SEL.replaySeat).selectOption('1');
      await p.waitForFunction((sel) => document.querySelector(sel)?.value === '1', SEL.replaySeat, { timeout: T });
      assert.deepEqual(await handShown(p), botsHand, 'seat 1 chosen: the same hand as the sender saw');
      assert.equal((await replayShown(p)).step, mid);
    });
    // The other languages' words are longer ("Seen by" in Russian): the bar still fits,
    // in every language on the narrowest phone in common use too.
    for (const { code, locale } of LANGS) {
      for (const phone of code === 'en' ? [NARROW_PHONE] : [PHONE, NARROW_PHONE]) {
        await inLinkView(env, everyMid.url, phone, async (p) => {
          await p.waitForFunction((c) => document.documentElement.lang === c, code, { timeout: T });
          await assertReplayBarFits(p, code, phone.width);
        }, locale);
      }
    }

    // The score pad's link of the person's seat: at the end, kept to the seat.
    await inLinkView(env, own.url, PHONE, async (p) => {
      const shown = await replayShown(p);
      assert.deepEqual([shown.step, shown.total, shown.seat, shown.kept], [total, total, '0', true]);
      await p.locator(SEL.scorePad).waitFor({ timeout: T });
    });
    assertNoErrors(env);
    assertAxeClean(axe);
  });

  test('offline: a browser that loaded the game once opens a link with the network off', { timeout: 300_000 }, async () => {
    assert.ok(made.every, 'needs the first test\'s links');
    const offline = await openApp(env.browser, env.server.url);
    try {
      const { page, context } = offline;
      await page.locator(SEL.start).waitFor({ timeout: T });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: T });
      await context.setOffline(true);
      // The page loads anew with the link (the address set without a hashchange, then a reload).
      await openByLoading(page, made.every);
      const shown = await replayAt(page, made.mid);
      assert.deepEqual([shown.total, shown.seat, shown.kept], [made.total, '0', false]);
      assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser was offline');
      // A second link, pasted while offline.
      await page.evaluate((hash) => { location.hash = hash; }, new URL(made.seat).hash);
      await page.waitForFunction((sel) => document.querySelector(sel)?.disabled === true, SEL.replaySeat, { timeout: T });
      const kept = await replayShown(page);
      assert.deepEqual([kept.step, kept.seat, kept.kept], [made.mid, '1', true]);
      await context.setOffline(false);
      assertNoErrors(offline);
    } finally {
      await offline.context.close();
    }
  });

  test('a game in progress (phone): the link keeps to the person\'s seat and shows no other seat\'s hidden card', { timeout: 300_000 }, async () => {
    const axe = [];
    const sender = await openApp(env.browser, env.server.url);
    made.inProgress = { sender };
    const { page } = sender;
    await page.setViewportSize(PHONE);
    await startGame(page, { players: 3, bots: ['easy', 'medium'], speed: 'instant', seed: 11 });
    await playDecisions(page, 6);
    const step = await tableStep(page);
    const senderHand = await handShown(page);
    // On a phone the top bar's tools are behind the menu button.
    assert.equal(await page.locator(SEL.linkCopy).isVisible(), false, 'Copy link shows before the menu opens');
    const link = await copyLink(page, SEL.linkCopy, { menu: true });
    assertLinkShape(link.url, env.server.url);
    // This context was not granted the clipboard: headless Chromium may still take the
    // click's writeText, so either notice.
    assert.match(link.said, /^Link copied\. It opens this moment|copy the link by hand/);
    await axeCheck(axe, page, 'the table with the notice of a link (phone)');
    const json = readLink(link.url);
    assert.deepEqual([json.step, json.seen_by, json.record.actions.length], [step, 0, step]);
    assert.equal((await engineState(dir, json.record, step)).over, false, 'the game is in progress');
    assert.equal(Number(await page.locator(SEL.table).getAttribute('data-step')), step, 'making a link plays nothing');
    Object.assign(made.inProgress, { url: link.url, json, step, hand: senderHand });

    for (const viewport of [DESKTOP, PHONE]) {
      const size = viewport === DESKTOP ? 'desktop' : 'phone';
      await inLinkView(env, link.url, viewport, async (p) => {
        assert.deepEqual(viewOf(await replayShown(p)), { step, total: step, seat: '0', kept: true, every: false }, size);
        assert.deepEqual(await handShown(p), senderHand, `${size}: the sender's hand`);
        if (viewport === DESKTOP) await axeCheck(axe, p, 'the replay of a game in progress (desktop)');
        // At the link's step and two earlier ones: the engine's hands at that step.
        let looked = 0;
        for (const at of [step, Math.floor(step / 2), 0]) {
          if (at !== step) {
            await p.locator(SEL.replayFirst).click();
            await replayAt(p, 0);
            for (let s = 1; s <= at; s++) {
              await p.locator(SEL.replayForward).click();
              await replayAt(p, s);
            }
          }
          const state = await engineState(dir, json.record, at);
          looked += await assertNoHiddenCards(p, state, 0, `${size}, step ${at}`);
          assert.equal((await replayShown(p)).seat, '0');
        }
        assert.ok(looked > 0, 'no hidden card to look for: the check checked nothing');
      });
    }
    assertNoErrors(sender);
    assertAxeClean(axe);
  });

  test('a damaged or foreign link: a notice and the new-game screen; the game in progress stays', { timeout: 300_000 }, async () => {
    const axe = [];
    assert.ok(made.inProgress?.url, 'needs the game in progress of the test before');
    const { sender, json, step, hand } = made.inProgress;
    const { page } = sender;
    const base = env.server.url;
    const payload = payloadOf(made.inProgress.url);

    /** The notice of a link that does not open, with the new-game screen and a way back. */
    const refused = async (why, where) => {
      await page.locator(SEL.notice).waitFor({ timeout: T });
      const said = (await page.locator(`${SEL.notice} p`).textContent()).trim();
      assert.match(said, DOES_NOT_OPEN, where);
      assert.match(said, why, where);
      await page.locator(SEL.start).waitFor({ timeout: T });
      assert.equal(await page.locator(SEL.replay).count(), 0, `${where}: no replay`);
      assert.equal(page.url(), base, `${where}: the link is gone from the address`);
      await page.locator(SEL.backToGame).waitFor({ timeout: T });
      return said;
    };
    /** Back to the game in progress: the same step and hand. */
    const backToGame = async (where) => {
      await dismissNotice(page);
      await page.locator(SEL.backToGame).click();
      await page.locator(SEL.table).waitFor({ timeout: T });
      assert.equal(await tableStep(page), step, `${where}: the game's step`);
      assert.deepEqual(await handShown(page), hand, `${where}: the person's hand`);
    };

    // Opened with the page (a fresh load of the address with the link).
    await openByLoading(page, `${base}#game=hello`);
    await refused(/damaged/, '#game=hello on load');
    await axeCheck(axe, page, 'the new-game screen with the notice of a link that does not open (phone)');
    await backToGame('#game=hello on load');

    // Pasted into the open tab.
    const cases = [
      ['cut in half', `${base}#game=${payload.slice(0, Math.floor(payload.length / 2))}`, /damaged/],
      ['not base64', `${base}#game=${payload.slice(0, 40)}!!${payload.slice(40)}`, /damaged/],
      ['not a link\'s JSON', `${base}#game=${deflateRawSync(Buffer.from('{"hello":1}')).toString('base64url')}`, /unreadable/],
      ['a later version', linkTo(base, { ...json, version: 2 }), /another kind/],
      ['another format', linkTo(base, { ...json, format: 'other-game-link' }), /another kind/],
      ['a game in progress shown to every seat', linkTo(base, { ...json, seen_by: null }), /game in progress/],
      ['a step past the end', linkTo(base, { ...json, step: step + 1 }), /past the game's/],
      ['a seat the game lacks', linkTo(base, { ...json, seen_by: 3 }), /seat 4 is not one of the game's 3/],
      ['a record that does not replay', linkTo(base, { ...json, record: { ...json.record, actions: [{ keep: 'palace' }, ...json.record.actions.slice(1)] } }), /does not replay at step 1/],
      ['not a game record', linkTo(base, { ...json, record: { ...json.record, format: 'chess' } }), /not a San Juan game record/],
    ];
    for (const [what, url, why] of cases) {
      await page.evaluate((hash) => { location.hash = hash; }, new URL(url).hash);
      await refused(why, what);
      await backToGame(what);
    }

    // A reload resumes the game, as always.
    await page.reload({ waitUntil: 'load' });
    await page.locator(SEL.table).waitFor({ timeout: T });
    assert.equal(await tableStep(page), step, 'the game after a reload');
    assert.deepEqual(await handShown(page), hand, 'the hand after a reload');

    // A link that opens, in the middle of this game: its replay; closed, the game is there.
    if (made.every) {
      await page.evaluate((hash) => { location.hash = hash; }, new URL(made.every).hash);
      await replayAt(page, made.mid);
      await page.locator(SEL.replayClose).click();
      await backToGame('a link opened during the game');
    }
    assertNoErrors(sender);
    await sender.context.close();
    assertAxeClean(axe);
  });

  test('a link pasted into an open tab (only the fragment changes) opens its replay', { timeout: 120_000 }, async () => {
    assert.ok(made.seat, 'needs the first test\'s links');
    const { page, server } = env;
    await page.setViewportSize(DESKTOP);
    await dismissNotice(page);
    await page.locator(SEL.replayClose).click();
    await page.locator(SEL.start).waitFor({ timeout: T });
    // A link of the bot's seat, pasted.
    await page.evaluate((hash) => { location.hash = hash; }, new URL(made.seat).hash);
    await page.waitForFunction((sel) => document.querySelector(sel)?.disabled === true, SEL.replaySeat, { timeout: T });
    const kept = await replayAt(page, made.mid);
    assert.deepEqual([kept.total, kept.seat, kept.kept, kept.address], [made.total, '1', true, server.url]);
    assert.deepEqual(await handShown(page), made.botsHand);
    // Another, through the address bar (a navigation within the same document).
    await page.evaluate(() => { window.__sameDocument = true; });
    await page.goto(made.atEnd);
    await page.waitForFunction((sel) => document.querySelector(sel)?.disabled === false, SEL.replaySeat, { timeout: T });
    const every = await replayAt(page, made.total);
    assert.deepEqual([every.seat, every.kept, every.address], ['0', false, server.url]);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the page did not load again');
    assertNoErrors(env);
  });
});
