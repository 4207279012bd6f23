import { DESKTOP, PHONE, openApp, serveDir, launchBrowser } from './support.mjs';
import { choices, clickInPlace, startGame, waitForHumanOrEnd } from './table-page.mjs';
const server = await serveDir();
const browser = await launchBrowser();
const [players, size, lang, locale] = process.argv.slice(2);
const app = await openApp(browser, server.url, { locale });
const { page } = app;
await page.setViewportSize(size === 'phone' ? PHONE : DESKTOP);
await startGame(page, { players: Number(players), bots: Array(Number(players) - 1).fill('easy'), speed: 'instant', seed: 4242, edition: 'second', newBuildings: true, events: true });
const seenKinds = new Set();
for (let decision = 0; decision < 400; decision++) {
  if ((await waitForHumanOrEnd(page, 120_000)) === 'over') { await page.screenshot({ path: `/tmp/shots/${players}-${size}-${lang}-end.png`, fullPage: false }); break; }
  const offered = await choices(page);
  const kind = offered.map((k) => k.split(':')[0]).sort().join('+');
  if (!seenKinds.has(kind) && seenKinds.size < 14) { seenKinds.add(kind); await page.screenshot({ path: `/tmp/shots/${players}-${size}-${lang}-${String(decision).padStart(3, '0')}-${kind.slice(0, 40)}.png` }); }
  const others = offered.filter((k) => k !== 'pass');
  await clickInPlace(page, others.length ? others[(decision * 5 + 3) % others.length] : offered[0]);
}
console.log([...seenKinds]);
console.log(app.errors ?? '');
await browser.close(); server.close();
