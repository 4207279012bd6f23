#!/usr/bin/env node
// Measures the web app's speed and size in headless Chromium (not a test: it reports).
//
//   node scripts/measure.mjs [--runs 5] [--decisions 12] [--motion-decisions 12] [--reduced-motion] [--players 4] [--second-edition] [--new-buildings] [--events] [--cores 1,2] [--rounds 1]
//
// Build first: `source scripts/lib.sh; wasm_env; trunk build --release --offline`.
// E2E_DIST / CHROMIUM as for tests/e2e. Reports:
// 1. first-load transfer: the files the page loads on a first visit until the Start
//    button is enabled, each counted at its gzip -9 size (what a server compressing its
//    responses sends); target <= 400 KB for html + js + wasm + css. The bot worker loads
//    when the first game starts: its files are reported apart (game start);
// 2. time to interactive: navigation start -> the new-game Start button enabled,
//    median and worst of --runs fresh visits on localhost; target <= 1 s;
// 3. the longest main-thread task while bots think: a --players game (you + hard bots,
//    speed instant), the human playing the first highlighted choice for --decisions
//    decisions; PerformanceObserver 'longtask' entries that overlap a stretch in which a
//    bot is to move; target: none > 50 ms;
// 4. the hard bot's search speed in the worker (wasm): iterations per second and per
//    decision, from the page's User Timing marks (src/ui/timing.rs, summed by
//    tests/e2e/table-page.mjs's botTotals); with
//    --cores A,B the stretch of 3 and 4 is played once per core count (the page's
//    navigator.hardwareConcurrency set to it, so the pool has ai::budgets::pool_size
//    workers), alternated --rounds times in one run: the A/B of the pool;
// 5. the longest main-thread task while cards move: the same table at the normal pace
//    with motion on, the human playing --motion-decisions decisions; every motion
//    animation the page starts (Element.animate with the id "motion") is a stretch from
//    its start to its end, and the 'longtask' entries overlapping one are counted;
//    target: none > 50 ms. --reduced-motion plays the same stretch with the system's
//    reduced motion (nothing moves): its long tasks, all counted, are the table's own;
// 6. the longest main-thread task at start-up, --runs times each: a fresh visit (a new
//    browser context, the new-game screen: from navigation until Start is enabled) and
//    a resumed game (a new context whose localStorage holds the save of a --players
//    game played --decisions decisions in: until the table shows); PerformanceObserver
//    'longtask' entries from navigation until 500 ms after that; target: none > 50 ms.
//    Each page opens a moment before it navigates (Chromium's own work for a new
//    context, e.g. its omnibox pages, is not the app's) and nothing is asked of the
//    page until the stretch is over (Playwright's first question injects its own
//    script, itself a task of ~50 ms in a fresh page). A new context is a new renderer:
//    nothing compiled or cached yet (the harsher case: a reload in the same context
//    reuses the compiled code, fonts and files).
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { flag, numberOption as arg, option } from './args.mjs';
import { DIST_DIR, launchBrowser, serveDir } from '../tests/e2e/support.mjs';
import { botTotals, playFirstChoice, startGame, waitForHumanOrEnd } from '../tests/e2e/table-page.mjs';

const RUNS = arg('runs', 5);
const DECISIONS = arg('decisions', 12);
const MOTION_DECISIONS = arg('motion-decisions', 12);
const REDUCED_MOTION = flag('reduced-motion');
// The game the bots play in part 3 (and 4): the rule set, the New Buildings, the Events.
const EDITION = flag('second-edition') ? 'second' : 'first';
const NEW_BUILDINGS = flag('new-buildings');
const EVENTS = flag('events');
// --players N: the bot stretch's table (you and N - 1 hard bots), 2 to 8.
const PLAYERS = arg('players', 4);
// --cores A,B: the bot stretch once per core count the page is told it has.
const CORES = option('cores', '').split(',').filter(Boolean).map(Number);
const ROUNDS = arg('rounds', 1);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** gzip -9 size of every file of the bundle, by its path relative to dist/. */
async function gzipSizes(root) {
  const out = new Map();
  for (const e of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const full = join(e.parentPath ?? e.path, e.name);
    const buf = await readFile(full);
    out.set(relative(root, full).split(sep).join('/'), { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length });
  }
  return out;
}

// Records, in the page, when the Start button becomes enabled, every long task, and
// every change of whose turn it is.
const INIT = () => {
  window.__measure = { startEnabled: null, longtasks: [], turns: [], steps: [], moves: [] };
  // Each motion animation, as the stretch of time it runs (delay included).
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    const animation = animate.call(this, keyframes, options);
    if (options && options.id === 'motion') {
      const t = performance.now();
      window.__measure.moves.push([t, t + (options.delay || 0) + (options.duration || 0)]);
    }
    return animation;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__measure.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const check = () => {
    const m = window.__measure;
    const start = document.querySelector('[data-testid="start"]');
    if (m.startEnabled === null && start && !start.disabled) m.startEnabled = performance.now();
    const table = document.querySelector('[data-testid="table"]');
    const turn = table ? table.dataset.turn : null;
    if (m.turns.length === 0 || m.turns.at(-1).turn !== turn) m.turns.push({ t: performance.now(), turn });
    // Every applied action, with the hard bot's search count then: a step whose count
    // went up was a hard decision, and the time since the step before is its latency
    // as the page sees it (request, search in the worker, answer, apply).
    const step = table ? Number(table.dataset.step) : null;
    const searches = performance.getEntriesByName('san-juan:search').length;
    if (step !== null && (m.steps.length === 0 || m.steps.at(-1).step !== step)) {
      m.steps.push({ t: performance.now(), step, searches });
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-turn', 'data-step', 'disabled'] });
};

// Part 6: every long task, and when the page became interactive (the Start button
// enabled, or the resumed table shown), recorded from the document's start.
const STARTUP_INIT = () => {
  window.__startup = { longtasks: [], ready: null };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__startup.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  new MutationObserver(() => {
    const ready = document.querySelector('[data-testid="table"], [data-testid="start"]:not([disabled])');
    if (window.__startup.ready === null && ready) window.__startup.ready = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
};

/** Part 6: one start-up in a new context (`save`: the game it resumes, if any). */
async function startUp(browser, server, save) {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(STARTUP_INIT);
  await context.addInitScript((s) => {
    localStorage.setItem('san-juan.guides.seen', '255');
    if (s !== null) localStorage.setItem('san-juan.save', s);
  }, save);
  const page = await context.newPage();
  await page.waitForTimeout(1_500); // Chromium's own start of a context settles
  await page.goto(server.url, { waitUntil: 'commit' });
  await page.waitForTimeout(4_000); // no question to the page while it starts
  const m = await page.evaluate(() => ({ ...window.__startup, table: document.querySelector('[data-testid="table"]') !== null }));
  await context.close();
  if (m.ready === null || m.table !== (save !== null)) throw new Error(`${save === null ? 'the new-game screen' : 'the resumed table'} did not show within 4 s`);
  const until = m.ready + 500;
  const tasks = m.longtasks.filter((t) => t.start < until);
  return { readyMs: m.ready, longest: Math.max(0, ...tasks.map((t) => t.duration)), tasks: tasks.length };
}

/** Part 6: --runs fresh visits and --runs resumed games, alternated. */
async function startUps(browser, server) {
  // The save: a game as part 3 plays it, --decisions decisions in.
  const { context, page } = await newPage(browser);
  await page.goto(server.url, { waitUntil: 'load' });
  await startGame(page, { players: PLAYERS, bots: Array(PLAYERS - 1).fill('hard'), speed: 'instant', seed: 13, edition: EDITION, newBuildings: NEW_BUILDINGS, events: EVENTS });
  for (let i = 0; i < DECISIONS; i++) {
    if ((await waitForHumanOrEnd(page, 120_000)) === 'over') break;
    await playFirstChoice(page);
  }
  await waitForHumanOrEnd(page, 120_000);
  const save = await page.evaluate(() => localStorage.getItem('san-juan.save'));
  await context.close();
  const out = { fresh: [], resumed: [] };
  for (let run = 0; run < RUNS; run++) {
    out.fresh.push(await startUp(browser, server, null));
    out.resumed.push(await startUp(browser, server, save));
  }
  return out;
}

async function newPage(browser, options = {}, cores = null) {
  const context = await browser.newContext(options);
  await context.addInitScript(INIT);
  if (cores !== null) {
    await context.addInitScript((n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n }), cores);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Part 3 + 4: you against hard bots at the instant pace, the page told it has `cores`. */
async function botStretch(browser, server, cores) {
  const { context, page, errors } = await newPage(browser, {}, cores);
  await page.goto(server.url, { waitUntil: 'load' });
  await startGame(page, { players: PLAYERS, bots: Array(PLAYERS - 1).fill('hard'), speed: 'instant', seed: 11, edition: EDITION, newBuildings: NEW_BUILDINGS, events: EVENTS });
  const playStart = await page.evaluate(() => performance.now());
  let decisions = 0;
  const wall = Date.now();
  while (decisions < DECISIONS) {
    if ((await waitForHumanOrEnd(page, 120_000)) === 'over') break;
    await playFirstChoice(page);
    decisions++;
  }
  await waitForHumanOrEnd(page, 120_000);
  const m = await page.evaluate(() => window.__measure);
  const end = await page.evaluate(() => performance.now());
  const botSpans = [];
  for (let i = 0; i < m.turns.length; i++) {
    if (m.turns[i].turn === 'bot') botSpans.push([m.turns[i].t, m.turns[i + 1]?.t ?? end]);
  }
  const overlaps = (lt) => botSpans.some(([a, b]) => lt.start < b && lt.start + lt.duration > a);
  const during = m.longtasks.filter((lt) => lt.start >= playStart);
  const whileBots = during.filter(overlaps);
  const stats = await botTotals(page);
  const { iterations, millis } = stats;
  const botStretch = {
    humanDecisions: decisions,
    seconds: (Date.now() - wall) / 1000,
    botMillis: Math.round(botSpans.reduce((s, [a, b]) => s + (b - a), 0)),
    longTasksWhileBotsThink: whileBots.length,
    longestTaskWhileBotsThinkMs: whileBots.length ? Math.max(...whileBots.map((l) => l.duration)) : 0,
    longestTaskWhilePlayingMs: during.length ? Math.max(...during.map((l) => l.duration)) : 0,
    inPageBots: stats.inPage,
    errors,
  };
  const latencies = [];
  for (let i = 1; i < m.steps.length; i++) {
    if (m.steps[i].searches > m.steps[i - 1].searches) latencies.push(m.steps[i].t - m.steps[i - 1].t);
  }
  latencies.sort((a, b) => a - b);
  const pct = (q) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : 0);
  const hardBot = {
    decisions: latencies.length,
    p50Ms: Math.round(pct(0.5)),
    p95Ms: Math.round(pct(0.95)),
    maxMs: Math.round(latencies.at(-1) ?? 0),
    searches: stats.searches,
    iterations,
    millis,
    iterationsPerSecond: millis > 0 ? Math.round((iterations / millis) * 1000) : 0,
    meanMillisPerSearch: stats.searches ? Math.round(millis / stats.searches) : 0,
    iterationsPerDecision: stats.searches ? Math.round(iterations / stats.searches) : 0,
    workers: stats.workers,
    memoryBytes: stats.memory,
  };
  await context.close();
  return { cores, botStretch, hardBot };
}

const server = await serveDir();
const browser = await launchBrowser();
const report = {};
try {
  // 1 + 2: first visits.
  const sizes = await gzipSizes(DIST_DIR);
  const tti = [];
  let firstLoad = null;
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await newPage(browser);
    const paths = [];
    page.on('request', (r) => paths.push(new URL(r.url()).pathname));
    page.on('worker', (w) => paths.push(new URL(w.url()).pathname));
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__measure.startEnabled !== null, null, { timeout: 30_000 });
    tti.push(await page.evaluate(() => window.__measure.startEnabled));
    if (run === 0) {
      await page.waitForTimeout(500);
      const prefix = new URL(server.url).pathname;
      const rowsOf = (list) => {
        const files = [...new Set(list.map((p) => decodeURIComponent(p).slice(prefix.length) || 'index.html'))];
        return files.filter((f) => sizes.has(f)).map((f) => ({ file: f, ...sizes.get(f) }));
      };
      const rows = rowsOf(paths);
      const core = rows.filter((r) => /\.(html|js|wasm|css)$/.test(r.file));
      // Then a game: the worker and its wasm load now.
      const before = paths.length;
      await startGame(page, { players: 2, bots: ['medium'], speed: 'instant', seed: 1 });
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').some((e) => e.name.endsWith('worker_bg.wasm')),
        null,
        { timeout: 30_000 },
      ).catch(() => {});
      await page.waitForTimeout(500);
      const loaded = new Set(rows.map((r) => r.file));
      const atStart = rowsOf(paths.slice(before)).filter((r) => !loaded.has(r.file) && /\.(js|wasm)$/.test(r.file));
      firstLoad = {
        files: rows,
        coreGzip: core.reduce((s, r) => s + r.gz, 0),
        coreRaw: core.reduce((s, r) => s + r.raw, 0),
        allGzip: rows.reduce((s, r) => s + r.gz, 0),
        gameStart: atStart,
        gameStartGzip: atStart.reduce((s, r) => s + r.gz, 0),
      };
    }
    await context.close();
  }
  report.firstLoad = firstLoad;
  report.timeToInteractiveMs = { median: median(tti), worst: Math.max(...tti), runs: tti };

  // 6: start-up, fresh and resumed.
  report.startUp = await startUps(browser, server);

  // 3 + 4: a stretch of a 4-player game against three hard bots (per core count).
  report.bots = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const cores of CORES.length ? CORES : [null]) report.bots.push(await botStretch(browser, server, cores));
  }

  // 5: the same table at the normal pace, cards moving.
  {
    const { context, page, errors } = await newPage(browser, { reducedMotion: REDUCED_MOTION ? 'reduce' : 'no-preference' });
    await page.goto(server.url, { waitUntil: 'load' });
    await startGame(page, { players: PLAYERS, bots: Array(PLAYERS - 1).fill('hard'), speed: 'normal', seed: 12, edition: EDITION, newBuildings: NEW_BUILDINGS, events: EVENTS });
    const playStart = await page.evaluate(() => performance.now());
    const wall = Date.now();
    let decisions = 0;
    while (decisions < MOTION_DECISIONS) {
      if ((await waitForHumanOrEnd(page, 120_000)) === 'over') break;
      await playFirstChoice(page);
      decisions++;
    }
    await waitForHumanOrEnd(page, 120_000);
    await page.waitForTimeout(1_000); // the last pieces land
    const m = await page.evaluate(() => window.__measure);
    const moving = m.moves.filter(([a]) => a >= playStart);
    const overlaps = (lt) => moving.some(([a, b]) => lt.start < b && lt.start + lt.duration > a);
    const during = m.longtasks.filter((lt) => lt.start >= playStart);
    const whileMoving = during.filter(overlaps);
    // Time with at least one piece moving (the stretches merged).
    let movingMs = 0;
    let end = -Infinity;
    for (const [a, b] of [...moving].sort((x, y) => x[0] - y[0])) {
      movingMs += Math.max(0, b - Math.max(a, end));
      end = Math.max(end, b);
    }
    report.motionStretch = {
      humanDecisions: decisions,
      seconds: (Date.now() - wall) / 1000,
      animations: moving.length,
      movingMs: Math.round(movingMs),
      longTasksWhileMoving: whileMoving.length,
      longestTaskWhileMovingMs: whileMoving.length ? Math.max(...whileMoving.map((l) => l.duration)) : 0,
      longTasks: during.length,
      longestTaskMs: during.length ? Math.max(...during.map((l) => l.duration)) : 0,
      errors,
    };
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const f = report.firstLoad;
console.log('First-load transfer (gzip -9 of each file the first visit loads):');
for (const r of f.files) console.log(`  ${r.file.padEnd(36)} ${kb(r.raw).padStart(10)} raw  ${kb(r.gz).padStart(10)} gzip`);
console.log(`  html + js + wasm + css: ${kb(f.coreGzip)} gzip (${kb(f.coreRaw)} raw); target <= 400 KB`);
console.log(`  everything loaded:      ${kb(f.allGzip)} gzip`);
console.log(`Game start (the bot worker, loaded when the first game starts): ${kb(f.gameStartGzip)} gzip`);
for (const r of f.gameStart) console.log(`  ${r.file.padEnd(36)} ${kb(r.raw).padStart(10)} raw  ${kb(r.gz).padStart(10)} gzip`);
const t = report.timeToInteractiveMs;
console.log(`Time to interactive (navigation start -> Start enabled), ${t.runs.length} runs: median ${t.median.toFixed(0)} ms, worst ${t.worst.toFixed(0)} ms; target <= 1000 ms`);
for (const [kind, what] of [['fresh', 'fresh visit (new-game screen)'], ['resumed', 'resumed game (the table)']]) {
  const runs = report.startUp[kind];
  const longest = runs.map((r) => r.longest);
  console.log(`Start-up, ${what}, ${runs.length} runs in new contexts: longest task median ${median(longest).toFixed(0)} ms, worst ${Math.max(...longest).toFixed(0)} ms (target: none > 50 ms); interactive median ${median(runs.map((r) => r.readyMs)).toFixed(0)} ms; longest by run: ${longest.map((l) => l.toFixed(0)).join(', ')}`);
}
for (const { cores, botStretch: b, hardBot: h } of report.bots) {
  const told = cores === null ? '' : ` [page told ${cores} cores: ${h.workers} bot workers]`;
  console.log(`Bot stretch${told}: ${b.humanDecisions} human decisions vs ${PLAYERS - 1} hard bots, ${b.seconds.toFixed(1)} s (${(b.botMillis / 1000).toFixed(1)} s of bot turns)`);
  console.log(`  long tasks while bots think: ${b.longTasksWhileBotsThink}, longest ${b.longestTaskWhileBotsThinkMs.toFixed(0)} ms (target: none > 50 ms)`);
  console.log(`  longest task during play (clicks included): ${b.longestTaskWhilePlayingMs.toFixed(0)} ms; bots in page: ${b.inPageBots}; console errors: ${b.errors.length}`);
  console.log(`  hard bot in the workers: ${h.iterationsPerSecond} iterations/s, ${h.iterationsPerDecision} per decision (${h.iterations} iterations in ${h.searches} searches, ${h.meanMillisPerSearch} ms each); largest worker memory ${(h.memoryBytes / 1048576).toFixed(1)} MB`);
  console.log(`  hard decisions as the page sees them (${h.decisions}): median ${h.p50Ms} ms, 95th percentile ${h.p95Ms} ms, worst ${h.maxMs} ms; target p95 <= 1000 ms`);
}
const mv = report.motionStretch;
console.log(`Cards moving (normal pace, ${REDUCED_MOTION ? 'reduced motion' : 'motion on'}): ${mv.humanDecisions} human decisions vs ${PLAYERS - 1} hard bots, ${mv.seconds.toFixed(1)} s; ${mv.animations} animations, ${(mv.movingMs / 1000).toFixed(1)} s with a piece moving`);
console.log(`  long tasks while cards move: ${mv.longTasksWhileMoving}, longest ${mv.longestTaskWhileMovingMs.toFixed(0)} ms (target: none > 50 ms); in the whole stretch: ${mv.longTasks}, longest ${mv.longestTaskMs.toFixed(0)} ms; console errors: ${mv.errors.length}`);
console.log(JSON.stringify(report));
