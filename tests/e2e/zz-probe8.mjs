import { launchBrowser, openApp, serveDir, PHONE } from './support.mjs';
import { startGame, waitForHumanOrEnd, playFirstChoice } from './table-page.mjs';
const server = await serveDir();
const browser = await launchBrowser();
const locale = process.env.LOC ?? 'en-US';
const app = await openApp(browser, server.url, { locale });
const page = app.page;
await page.setViewportSize(PHONE);
await app.context.addInitScript(() => {
  window.__log = [];
  const orig = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (o) { window.__log.push(['siv', this.className, JSON.stringify(o), performance.now()|0]); return orig.call(this, o); };
  const d = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
  Object.defineProperty(Element.prototype, 'scrollTop', { get: d.get, set(v) { window.__log.push(['st', this.className, v, performance.now()|0]); d.set.call(this, v); } });
  document.addEventListener('scroll', (e) => { if (e.target.classList?.contains('board')) window.__log.push(['scroll', e.target.scrollTop, performance.now()|0]); }, true);
});
await page.reload();
await startGame(page, { players: 8, bots: Array(7).fill('easy'), seed: 5, edition: 'second', newBuildings: true, events: true });
const seen = new Set();
let n = 0;
for (let i = 0; i < 400; i++) {
  const w = await waitForHumanOrEnd(page);
  if (w === 'over') { await page.waitForTimeout(1500); console.log((await page.evaluate(() => window.__log.slice(-40))).map(x => x.join(' ')).join('\n'));
    for (const t of [0, 100, 300, 600, 1200]) { await page.waitForTimeout(t ? 100 : 0);
      console.log(t, await page.evaluate(() => [document.querySelector('.board').scrollTop, document.querySelector('.board').clientHeight, document.querySelector('.board').scrollHeight, document.querySelector('.score-pad')?.getBoundingClientRect().top, [...document.querySelector('.board').children].map(c => c.className.split(' ')[0] + ':' + Math.round(c.getBoundingClientRect().height)).join(' ')])); }
    const pad = page.locator('[data-testid="score-pad"]');
        await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/s8/pad2.png` }); console.log(await page.evaluate(() => [document.querySelector(".score-pad").getBoundingClientRect().top, document.querySelector(".board").getBoundingClientRect().top, document.querySelector(".score-pad thead").getBoundingClientRect().height, document.querySelector(".table").scrollTop, document.querySelector(".board").scrollTop, document.querySelector(".top-bar").getBoundingClientRect().bottom, document.scrollingElement.scrollTop]));
    await page.waitForTimeout(1500);
    console.log(JSON.stringify(await page.locator('.score-pad thead th').evaluateAll((ths) =>
      ths.map((th) => {
        const r = th.getBoundingClientRect();
        const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return [th.textContent, Math.round(r.top), th.contains(e), e?.className];
      }))));
    break; }
  const kinds = await page.$$eval('[data-choice]', (els) => [...new Set(els.map((e) => e.dataset.choice.split(':')[0]))].sort().join('+'));
  if (false) { seen.add(kinds); await page.screenshot({ path: `/tmp/s8/${String(n++).padStart(2,'0')}-${kinds.slice(0,40)}.png` }); }
  await playFirstChoice(page);
}
console.log([...seen].join('\n'));
await browser.close(); await server.close();
