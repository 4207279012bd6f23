#!/usr/bin/env node
// Measures the page's layout work over a fixed stretch of play on a slowed CPU (not a
// test: it reports; docs/MEASUREMENTS.md keeps the figures).
//
//   node scripts/measure-layout.mjs [--decisions 30] [--throttle 4] [--players 4] [--seed 11] [--runs 1] [--reduced-motion]
//
// Build first (E2E_DIST / CHROMIUM as for tests/e2e). A --players game (you and easy
// bots at the instant pace, 2nd edition with the New Buildings: the longest names) on a
// desktop; from the first decision on, Chromium's CPU slowed --throttle times (CDP
// Emulation.setCPUThrottlingRate), the person plays --decisions decisions (the first
// highlighted choice); the page's own counters (CDP Performance.getMetrics) before and
// after: layouts and their time, style recalculations and their time, script and task
// time; and the main thread's long tasks (PerformanceObserver 'longtask': their count and
// summed time). Every figure is the stretch's, in milliseconds of the slowed page.
// Also the layouts the page's own code forced (a read of a box after a change: the
// trace's Layout events that carry the script's stack, Chromium tracing's
// devtools.timeline with its stacks).
// --reduced-motion: the system's reduced motion (nothing moves, so the motion's own
// measuring of the cards' places is left out and the table's other layouts show).
import { flag, numberOption as arg } from './args.mjs';
import { DESKTOP, launchBrowser, openApp, serveDir } from '../tests/e2e/support.mjs';
import { clickInPlace, choices, startGame, waitForHumanOrEnd } from '../tests/e2e/table-page.mjs';

const DECISIONS = arg('decisions', 30);
const THROTTLE = arg('throttle', 4);
const PLAYERS = arg('players', 4);
const SEED = arg('seed', 11);
const RUNS = arg('runs', 1);
const REDUCED_MOTION = flag('reduced-motion');

/** The page's counters (CDP Performance.getMetrics) by name. */
async function metrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

async function run(browser, url) {
  const app = await openApp(browser, url);
  const { page } = app;
  await page.setViewportSize(DESKTOP);
  if (REDUCED_MOTION) await page.emulateMedia({ reducedMotion: 'reduce' });
  await startGame(page, { players: PLAYERS, bots: Array(PLAYERS - 1).fill('easy'), seed: SEED, edition: 'second', newBuildings: true });
  await page.evaluate(() => {
    window.__longtasks = [];
    new PerformanceObserver((list) => window.__longtasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
  const before = await metrics(cdp);
  let played = 0;
  while (played < DECISIONS && (await waitForHumanOrEnd(page, 120_000)) !== 'over') {
    const offered = await choices(page);
    await clickInPlace(page, offered.find((k) => k !== 'pass') ?? offered[0]);
    played++;
  }
  const after = await metrics(cdp);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const layouts = (trace.traceEvents ?? trace).filter((e) => e.name === 'Layout' && e.ph === 'X');
  const forced = layouts.filter((e) => e.args?.beginData?.stackTrace?.length);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const long = await page.evaluate(() => window.__longtasks);
  await app.context.close();
  const ms = (name) => Math.round((after[name] - before[name]) * 1000);
  return {
    decisions: played,
    layouts: after.LayoutCount - before.LayoutCount,
    layoutMs: ms('LayoutDuration'),
    styleRecalcs: after.RecalcStyleCount - before.RecalcStyleCount,
    styleMs: ms('RecalcStyleDuration'),
    scriptMs: ms('ScriptDuration'),
    taskMs: ms('TaskDuration'),
    forcedLayouts: forced.length,
    forcedLayoutMs: Math.round(forced.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000),
    longTasks: long.length,
    longTaskMs: Math.round(long.reduce((a, b) => a + b, 0)),
  };
}

const server = await serveDir();
const browser = await launchBrowser();
try {
  for (let i = 0; i < RUNS; i++) {
    const r = await run(browser, server.url);
    console.log(
      `${r.decisions} decisions, CPU slowed ${THROTTLE}x: ${r.layouts} layouts in ${r.layoutMs} ms (forced by the page's code: ${r.forcedLayouts} in ${r.forcedLayoutMs} ms), ${r.styleRecalcs} style recalculations in ${r.styleMs} ms, ` +
        `script ${r.scriptMs} ms, tasks ${r.taskMs} ms; ${r.longTasks} long tasks, ${r.longTaskMs} ms in all`,
    );
    console.log(JSON.stringify(r));
  }
} finally {
  await browser.close();
  await server.close();
}
