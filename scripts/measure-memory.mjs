#!/usr/bin/env node
// Measures the bot workers' wasm memory over whole games in headless Chromium (not a
// test: it reports). You against hard bots at the instant pace, the test playing the
// first highlighted choice; after each game, the largest wasm memory a bot worker has
// reported (the page's User Timing marks, botTotals: a worker's memory only grows, so it is
// the high-water mark of the worker's heap), then "Play again".
//
//   node scripts/measure-memory.mjs [--games 20] [--players 2] [--cores 2] [--level hard]
//
// Build first (see scripts/measure.mjs). A leak shows as memory still growing from game
// to game; the report compares game `--games` with game 2.
import { option as arg } from './args.mjs';
import { launchBrowser, serveDir } from '../tests/e2e/support.mjs';
import { SEL, botTotals, playToTheEnd, startGame } from '../tests/e2e/table-page.mjs';

const GAMES = Number(arg('games', 20));
const PLAYERS = Number(arg('players', 2));
const CORES = Number(arg('cores', 2));
const LEVEL = arg('level', 'hard');
const mb = (n) => `${(n / 1048576).toFixed(1)} MB`;

const server = await serveDir();
const browser = await launchBrowser();
const after = [];
let workers = 0;
try {
  const context = await browser.newContext();
  await context.addInitScript((n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n }), CORES);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url, { waitUntil: 'load' });
  await startGame(page, { players: PLAYERS, bots: Array(PLAYERS - 1).fill(LEVEL), speed: 'instant', seed: 31 });
  for (let game = 1; game <= GAMES; game++) {
    const wall = Date.now();
    await playToTheEnd(page);
    const stats = await botTotals(page);
    workers = stats.workers;
    after.push(stats.memory);
    console.log(`game ${game}: ${((Date.now() - wall) / 1000).toFixed(0)} s; largest worker memory ${mb(after.at(-1))}`);
    if (game < GAMES) {
      await page.locator('[data-testid="play-again"]').click();
      await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.turn !== 'over', SEL.table);
    }
  }
  if (errors.length) console.log(`page errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
  await server.close();
}
const perGame = after.map((m, i) => `game ${i + 1} ${mb(m)}`).join(', ');
let summary = `${PLAYERS} players, ${LEVEL} bots, page told ${CORES} cores (${workers} bot workers): after ${perGame}`;
if (after.length >= 3) {
  const growth = (after.at(-1) / after[1] - 1) * 100;
  summary = `${PLAYERS} players, ${LEVEL} bots, page told ${CORES} cores (${workers} bot workers): after game 1 ${mb(after[0])}, game 2 ${mb(after[1])}, game ${after.length} ${mb(after.at(-1))} (${growth.toFixed(1)}% over game 2; target within 10%)`;
}
console.log(summary);
console.log(JSON.stringify({ players: PLAYERS, level: LEVEL, cores: CORES, workers, memoryAfterGame: after }));
