// Card names and kind lines fit their cards in every language on a phone (390x844;
// docs/LAYOUT.md) and on a desktop (1280x800), whose hand cards are narrower than a
// phone's: a game of 4 players
// (2nd edition with the New Buildings, so the longest names come) played through the
// page; at every decision of the person, on the hand, the drawn cards and every city (the
// opponents' opened), no name's or kind line's line boxes (Range.getClientRects) run
// out of the card's box or under its good strip, and no word is broken across two lines
// (the names wrap between words and shrink when a word is wider than the card; the kind
// line wraps between its words); no card's tooltip or "i" label holds a long name's soft
// hyphen. Run: node --test tests/e2e/card-names.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, assertNoErrors, openApp, useBrowser } from './support.mjs';
import { SEL, choices, clickInPlace, namesThatDoNotFit, startGame, waitForHumanOrEnd } from './table-page.mjs';

const LOCALES = { en: 'en-US', ru: 'ru-RU', uk: 'uk-UA', cs: 'cs-CZ', 'zh-Hant': 'zh-TW' };
/** Each language on a phone and on a desktop. */
const RUNS = ['phone', 'desktop'].flatMap((size) => Object.entries(LOCALES).map(([lang, locale]) => ({ lang, locale, size })));
/** Where names are measured: the hand, the drawn cards, the cities. */
const SCOPES = ['.hand', '.drawn', '.city'];

describe('card names and kinds fit their cards on a phone in every language, and on a desktop', () => {
  const env = useBrowser();

  for (const [i, { lang, locale, size }] of RUNS.entries()) {
    test(`${lang}, ${size}`, { timeout: 300_000 }, async () => {
      const app = await openApp(env.browser, env.server.url, { locale });
      env.context = app.context;
      const { page } = app;
      try {
        await page.setViewportSize(size === 'phone' ? PHONE : DESKTOP);
        await startGame(page, { players: 4, bots: ['easy', 'easy', 'easy'], speed: 'instant', seed: 700 + i, edition: 'second', newBuildings: true });
        const seen = new Set();
        for (let decision = 0; ; decision++) {
          if ((await waitForHumanOrEnd(page, 120_000)) === 'over') break;
          // Every opponent's city opened (names shown by a toggle are fitted too).
          await page.evaluate(() => document.querySelectorAll('.opponents details:not([open])').forEach((d) => { d.open = true; }));
          await page.waitForFunction(() => new Promise((ok) => requestAnimationFrame(() => ok(true))));
          for (const scope of SCOPES) {
            const bad = await namesThatDoNotFit(page, scope);
            assert.deepEqual(bad, [], `${lang}, decision ${decision + 1}, ${scope}:\n${bad.join('\n')}`);
          }
          for (const n of await page.locator('.card .card-name').allTextContents()) seen.add(n);
          // A soft hyphen is for a name laid out in a narrow card, not for its tooltip or
          // its "i" button's label.
          const hyphenated = await page.evaluate(() =>
            [...document.querySelectorAll('.card[title], .card-info[aria-label]')]
              .map((e) => e.getAttribute('title') ?? e.getAttribute('aria-label'))
              .filter((a) => a.includes('\u00AD')),
          );
          assert.deepEqual(hyphenated, [], `${lang}, decision ${decision + 1}: a tooltip or label with a soft hyphen`);
          const offered = await choices(page);
          const others = offered.filter((k) => k !== 'pass');
          await clickInPlace(page, others.length ? others[(decision * 3 + 1) % others.length] : offered[0]);
        }
        assert.ok(seen.size >= 20, `only ${seen.size} names seen`);
        if (['ru', 'uk', 'cs'].includes(lang)) {
          assert.ok([...seen].some((n) => n.includes('\u00AD')), `${lang}: no name with a soft hyphen seen`);
        }
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        assertNoErrors(app);
      } finally {
        await app.context.close();
        env.context = undefined;
      }
    });
  }
});
