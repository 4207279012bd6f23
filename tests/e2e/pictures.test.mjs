// The card pictures and the chart of VP round by round (issue 14), in headless Chromium:
// - every card's picture (assets/cards/*.svg, one per building and event card) is served
//   as an SVG that parses and draws (naturalWidth > 0), with no text, raster or reference;
// - none of them is part of the first load (the new-game screen fetches none); the
//   service worker's precache list names each, and its cache holds them;
// - a hand card, a city card (the person's and an opponent's) and the card's details
//   show their picture, with an empty alt (decoration), on a desktop and a phone without
//   horizontal scroll; axe-core finds nothing serious;
// - offline, with the server's files gone, the resumed game still shows its pictures;
// - at the end of a game the score pad shows the chart: one line per player, a legend
//   with their names, the figures in words for a screen reader ending at the final
//   score, on a desktop and a phone without horizontal scroll; axe-core stays clean.
// Run: node --test tests/e2e/pictures.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP, DIST_DIR, PHONE, REPO_ROOT, assertNoErrors, openApp, useApp } from './support.mjs';
import { describeFindings, seriousFindings } from './axe.mjs';
import { SEL, T, playFirstChoice, playToTheEnd, readScorePad, startGame, waitForHumanOrEnd } from './table-page.mjs';

const SAVE_KEY = 'san-juan.save';
const UI = {
  handPic: '.hand .card-pic',
  handInfo: '.hand [data-testid="card-info"]',
  myChipPic: '.player.you .chip-pic',
  theirChipPic: '.opponents .chip-pic',
  detailPic: '[role="dialog"] .detail-pic',
  dialogTitle: '[role="dialog"] h2',
  chart: '[data-testid="vp-chart"]',
  chartLines: '[data-testid="vp-chart"] .vp-plot g[data-seat]',
  legend: '[data-testid="vp-chart"] .vp-legend li',
  chartSaid: '[data-testid="vp-chart"] .visually-hidden li',
  round: '.top-bar .round',
};

/** The picture files of the source tree: every card's key. */
async function pictureKeys() {
  const files = (await readdir(join(REPO_ROOT, 'assets/cards'))).filter((f) => f.endsWith('.svg'));
  return files.map((f) => f.slice(0, -'.svg'.length)).sort();
}

/** Waits until the image `selector` (the first match) has been drawn; returns its facts. */
async function loadedPicture(page, selector) {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el && el.complete && el.naturalWidth > 0;
  }, selector, { timeout: T });
  return img.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      src: el.getAttribute('src'),
      alt: el.getAttribute('alt'),
      loading: el.getAttribute('loading'),
      decoding: el.getAttribute('decoding'),
      naturalWidth: el.naturalWidth,
      width: box.width,
      height: box.height,
      right: box.right,
      visible: box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden',
    };
  });
}

function assertDecorative(pic, where) {
  assert.equal(pic.alt, '', `${where}: the picture is decoration (alt="")`);
  assert.match(pic.src, /^assets\/cards\/[a-z_]+\.svg$/, `${where}: a relative URL`);
  assert.equal(pic.loading, 'lazy', where);
  assert.equal(pic.decoding, 'async', where);
  assert.ok(pic.visible && pic.naturalWidth > 0, `${where}: drawn`);
}

async function assertNoHorizontalScroll(page, where) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    clientWidth: document.scrollingElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${where}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
}

async function assertAxeClean(page, where) {
  const findings = await seriousFindings(page);
  assert.deepEqual(findings, [], `${where}:\n${describeFindings(findings)}`);
}

/** Plays the person's decisions (the bots in between) until, at least `decisions` in,
 * it is the person's turn with cards in hand and more than one building in the city. */
async function playSome(page, decisions) {
  for (let i = 0; i < 200; i++) {
    assert.equal(await waitForHumanOrEnd(page), 'you', 'the game ended too soon');
    const cards = await page.locator('.hand .card').count();
    const city = await page.locator('.player.you .card.chip').count();
    if (i >= decisions && cards > 0 && city > 1) return;
    await playFirstChoice(page);
  }
  assert.fail('never a hand with cards');
}

describe('card pictures: files, first load, precache, hand, city, details, offline', () => {
  let tmp;
  let site;
  before(async () => {
    // A copy of the bundle, so the offline test can take the server's files away.
    tmp = await mkdtemp(join(tmpdir(), 'san-juan-pictures-'));
    site = join(tmp, 'site');
    await cp(DIST_DIR, site, { recursive: true });
  });
  after(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });
  const app = useApp({ root: () => site });
  let keys;

  test('the new-game screen loads no picture', async () => {
    keys = await pictureKeys();
    assert.ok(keys.length >= 46, `${keys.length} pictures`);
    await app.page.locator(SEL.start).waitFor({ timeout: T });
    // What the page itself fetched (the service worker's precache is not the page's).
    const fetched = await app.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    assert.deepEqual(fetched.filter((u) => u.includes('/assets/cards/')), []);
    assert.equal(await app.page.locator('img').count(), 0, 'no image on the new-game screen');
  });

  test('every card\'s picture is served, parses as a small SVG and draws', async () => {
    const results = await app.page.evaluate(async (names) => {
      const out = [];
      for (const key of names) {
        const url = new URL(`assets/cards/${key}.svg`, document.baseURI).href;
        const res = await fetch(url);
        const body = await res.text();
        const doc = new DOMParser().parseFromString(body, 'image/svg+xml');
        const root = doc.documentElement;
        const img = new Image();
        img.src = url;
        let naturalWidth = 0;
        try {
          await img.decode();
          naturalWidth = img.naturalWidth;
        } catch {
          naturalWidth = -1;
        }
        out.push({
          key,
          status: res.status,
          type: res.headers.get('content-type'),
          bytes: body.length,
          root: root.localName,
          parseError: doc.getElementsByTagName('parsererror').length > 0,
          viewBox: root.getAttribute('viewBox'),
          foreign: doc.querySelectorAll('text, image, use, foreignObject, script, style, [href]').length,
          naturalWidth,
        });
      }
      return out;
    }, keys);
    for (const r of results) {
      assert.equal(r.status, 200, r.key);
      assert.match(r.type, /^image\/svg\+xml/, r.key);
      assert.equal(r.parseError, false, `${r.key}: does not parse`);
      assert.equal(r.root, 'svg', r.key);
      assert.equal(r.viewBox, '0 0 120 72', `${r.key}: the common frame`);
      assert.equal(r.foreign, 0, `${r.key}: text, raster, script, style or a reference`);
      assert.ok(r.bytes < 6 * 1024, `${r.key}: ${r.bytes} bytes`);
      assert.ok(r.naturalWidth > 0, `${r.key}: does not draw`);
    }
  });

  test('the service worker precaches every picture', async () => {
    const { page } = app;
    const sw = await (await fetch(new URL('sw.js', app.server.url))).text();
    for (const key of keys) assert.ok(sw.includes(`"assets/cards/${key}.svg"`), `sw.js does not list ${key}.svg`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: T });
    const cached = await page.evaluate(async () => {
      const urls = [];
      for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
      return urls;
    });
    for (const key of keys) {
      assert.ok(cached.includes(new URL(`assets/cards/${key}.svg`, app.server.url).href), `${key}.svg is not in the cache`);
    }
  });

  test('a desktop: a hand card, the cities and the details show their pictures', { timeout: 120_000 }, async () => {
    const { page } = app;
    await page.setViewportSize(DESKTOP);
    await startGame(page, { players: 3, bots: ['easy', 'easy'], speed: 'instant', seed: 5 });
    await playSome(page, 6);
    assertDecorative(await loadedPicture(page, UI.handPic), 'hand card');
    const hand = await loadedPicture(page, UI.handPic);
    assert.ok(hand.width >= 60, `the hand card's picture is ${hand.width}px wide`);
    // Everyone starts with an indigo plant: the first building of every city.
    const mine = await loadedPicture(page, UI.myChipPic);
    assertDecorative(mine, 'your city');
    assert.equal(mine.src, 'assets/cards/indigo_plant.svg');
    const theirs = await loadedPicture(page, UI.theirChipPic);
    assertDecorative(theirs, 'an opponent\'s city');
    assert.equal(theirs.src, 'assets/cards/indigo_plant.svg');
    // Each card's picture is its own building's.
    const srcs = await page.locator('.player .card.chip').evaluateAll((cards) =>
      cards.map((c) => [c.querySelector('.card-name').textContent, c.querySelector('img')?.getAttribute('src')]));
    for (const [name, src] of srcs) {
      assert.equal(src, `assets/cards/${name.toLowerCase().replace(/ /g, '_').replace(/'/g, '')}.svg`, name);
    }
    // The details.
    const name = (await page.locator('.hand .card-name').first().textContent()).trim();
    await page.locator(UI.handInfo).first().click();
    await page.locator(UI.detailPic).waitFor({ timeout: T });
    assert.equal((await page.locator(UI.dialogTitle).textContent()).trim(), name);
    const detail = await loadedPicture(page, UI.detailPic);
    assertDecorative(detail, 'details');
    assert.equal(detail.src, `assets/cards/${name.toLowerCase().replace(/ /g, '_').replace(/'/g, '')}.svg`);
    assert.ok(detail.width >= 150, `the details' picture is ${detail.width}px wide`);
    await assertAxeClean(page, 'desktop, details open');
    await page.keyboard.press('Escape');
    await assertNoHorizontalScroll(page, 'desktop table');
    await assertAxeClean(page, 'desktop table');
  });

  test('a phone: the hand (when the decision is in it), your city and the details show their pictures, no horizontal scroll', async () => {
    const { page } = app;
    await page.setViewportSize(PHONE);
    await page.reload({ waitUntil: 'load' });
    await page.locator(SEL.table).waitFor({ timeout: T });
    await waitForHumanOrEnd(page);
    await assertNoHorizontalScroll(page, 'phone table');
    // While the decision is elsewhere the hand is names only; it shows its pictures when
    // the decision is in it (a build, a payment).
    for (let i = 0; i < 30 && (await page.locator('.dock .hand.idle').count()) > 0; i++) {
      assert.equal(await page.locator('.dock .hand.idle .card-pic').first().isVisible(), false, 'phone: no pictures in the idle hand');
      await playFirstChoice(page);
      await waitForHumanOrEnd(page);
    }
    assert.equal(await page.locator('.dock .hand.idle').count(), 0, 'phone: a decision in the hand came');
    const hand = await loadedPicture(page, UI.handPic);
    assertDecorative(hand, 'phone: hand card');
    assert.ok(hand.right <= PHONE.width, `phone: the hand card's picture ends at ${hand.right}`);
    const mine = await loadedPicture(page, UI.myChipPic);
    assertDecorative(mine, 'phone: your city');
    assert.ok(mine.right <= PHONE.width);
    await page.locator(UI.handInfo).first().click();
    const detail = await loadedPicture(page, UI.detailPic);
    assertDecorative(detail, 'phone: details');
    assert.ok(detail.right <= PHONE.width, `phone: the details' picture ends at ${detail.right}`);
    await assertNoHorizontalScroll(page, 'phone details');
    await assertAxeClean(page, 'phone, details open');
    await page.keyboard.press('Escape');
    await assertAxeClean(page, 'phone table');
  });

  test('offline, with the files gone from the server, the pictures still load', async () => {
    const { page, context } = app;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: T });
    const away = join(tmp, 'away');
    await rename(site, away);
    await context.setOffline(true);
    try {
      await page.reload({ waitUntil: 'load' });
      await page.locator(SEL.table).waitFor({ timeout: T });
      assertDecorative(await loadedPicture(page, UI.handPic), 'offline: hand card');
      assertDecorative(await loadedPicture(page, UI.myChipPic), 'offline: your city');
      const failures = await page.evaluate(async (names) => {
        const bad = [];
        for (const key of names) {
          const url = new URL(`assets/cards/${key}.svg`, document.baseURI).href;
          const img = new Image();
          img.src = url;
          try {
            await img.decode();
            if (img.naturalWidth === 0) bad.push(`${key}: empty`);
          } catch (e) {
            bad.push(`${key}: ${e}`);
          }
        }
        return bad;
      }, keys);
      assert.deepEqual(failures, []);
    } finally {
      await context.setOffline(false);
      await rename(away, site);
    }
  });

  test('no console errors, nothing left the origin', () => {
    assertNoErrors(app);
  });
});

describe('the chart of VP round by round at the end of a game', () => {
  const app = useApp();

  /** Checks the chart against the score pad on `page`. */
  async function checkChart(page, players, where) {
    const chart = page.locator(UI.chart);
    await chart.waitFor({ timeout: T });
    await chart.scrollIntoViewIfNeeded();
    assert.ok(await chart.isVisible(), `${where}: the chart shows`);
    const round = Number((await page.locator(UI.round).textContent()).match(/Round (\d+)/)[1]);
    assert.equal(Number(await chart.getAttribute('data-rounds')), round, `${where}: one point per round`);
    assert.equal(await page.locator(UI.chartLines).count(), players, `${where}: one line per player`);
    const names = (await page.locator(`${SEL.scorePad} thead th`).allTextContents()).map((t) => t.replace(/winner$/, '').trim());
    assert.deepEqual((await page.locator(UI.legend).allTextContents()).map((t) => t.trim()), names, `${where}: the legend`);
    // Colour is not the only difference: each line has its own dash pattern and markers.
    const looks = await page.locator(UI.chartLines).evaluateAll((gs) =>
      gs.map((g) => `${g.querySelector('polyline').getAttribute('stroke-dasharray')}|${g.lastElementChild.tagName}|${g.lastElementChild.getAttribute('fill')}`));
    assert.equal(new Set(looks).size, players, `${where}: ${looks}`);
    // The axes say what they are, with round numbers.
    const texts = await page.locator(`${UI.chart} svg text`).allTextContents();
    assert.ok(texts.includes('Round') && texts.includes('VP'), `${where}: ${texts}`);
    assert.ok(texts.includes('1') && texts.includes(String(round)), `${where}: round labels ${texts}`);
    assert.equal(await page.locator(`${UI.chart} svg`).first().getAttribute('aria-hidden'), 'true');
    // In words for a screen reader: each player's figures, the last being the total.
    const { totals } = await readScorePad(page);
    const said = await page.locator(UI.chartSaid).allTextContents();
    assert.equal(said.length, players);
    for (const [seat, line] of said.entries()) {
      const figures = line.replace(/^[^:]*:\s*/, '').replace(/\s*VP$/, '').split(/,\s*/).map(Number);
      assert.equal(figures.length, round, `${where}: ${line}`);
      assert.equal(figures.at(-1), totals.find((t) => t.seat === seat).total, `${where}: ${line} ends at the total`);
    }
    const box = await chart.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= page.viewportSize().width, `${where}: the chart is ${box.x}..${box.x + box.width}`);
    await assertNoHorizontalScroll(page, where);
    await assertAxeClean(page, where);
    await page.locator(SEL.scorePad).screenshot({ path: `/tmp/pictures-chart-${where.replace(/\W+/g, '-')}.png` });
  }

  test('on a desktop, then on a phone', { timeout: 600_000 }, async () => {
    const { page } = app;
    await page.setViewportSize(DESKTOP);
    await startGame(page, { players: 3, bots: ['easy', 'easy'], speed: 'instant', seed: 12 });
    await playToTheEnd(page);
    await checkChart(page, 3, 'desktop');

    // The same finished game on a phone (the save resumes at the end).
    const save = await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
    const phone = await openApp(app.browser, app.server.url);
    try {
      await phone.page.setViewportSize(PHONE);
      await phone.page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, save]);
      await phone.page.reload({ waitUntil: 'load' });
      await phone.page.locator(SEL.scorePad).waitFor({ timeout: T });
      await checkChart(phone.page, 3, 'phone');
      assertNoErrors(phone);
    } finally {
      await phone.context.close();
    }
    assertNoErrors(app);
  });
});
