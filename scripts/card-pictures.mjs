#!/usr/bin/env node
// Writes the card pictures, assets/cards/<building key>.svg: one flat drawing per
// building (and per event card), our own, in one style: the same 120 x 72 frame, the
// same sky and ground, one palette (FILLS, STROKES) and one outline.
//
//   node scripts/card-pictures.mjs          # (re)writes every file
//   node scripts/card-pictures.mjs --check  # fails if a file differs from what it writes
//
// The file name is the building's key as the code names it (`table::keys::building_key`:
// the English name in lower case, "_" for spaces, no apostrophe). No text, no fonts, no
// raster, no external reference: each file is a few KB and loads on its own, after the
// first paint (`<img loading="lazy">`); the service worker precaches them with every
// other file of the build. A new building needs a drawing here (a native test fails
// without its file).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT = join(ROOT, 'assets', 'cards');

// The palette, by one-letter class: the drawings below name a colour by its class
// (`class="o w"`: outlined, wall colour), which `attributes` turns into presentation
// attributes, so a file has no <style> (nothing a page's CSP could refuse). `o` is the
// outline every shape carries (its colour, width and joins are the root's, so a
// shape's own stroke-width wins); `n` is no fill (lines); `s...` are stroke colours.
const OUTLINE = '#3b2c22';
const FILLS = {
  s: '#d4e8ee', // sky
  g: '#dcc89c', // ground
  w: '#f4e6c6', // wall
  r: '#b95a3a', // roof
  d: '#4b372a', // dark: doors, windows, openings
  t: '#a8723f', // wood
  k: '#b8b1a5', // stone
  l: '#7aa84c', // leaf
  e: '#4f7d35', // deep green
  a: '#e0ac2c', // gold
  v: '#7a4fb5', // violet
  b: '#4f95bd', // water
  m: '#aab4be', // silver, metal
  f: '#e8742c', // fire
  y: '#f6cd4c', // flame, light
  i: '#3f5bd1', // indigo
  u: '#fffdf7', // white
  c: '#6b4423', // coffee
  p: '#ece7df', // smoke
  q: '#d9bf8c', // straw, burlap
  h: '#a99570', // earth, hill
  z: '#5e6670', // iron
  n: 'none',
};
const STROKES = {
  sg: '#4f7d35', // green (stalks)
  sw: '#a8723f', // wood
  sa: '#e0ac2c', // gold
  su: '#fffdf7', // white
  sz: '#5e6670', // iron
  sb: '#4f95bd', // water
};

/** `class="o w"` -> `fill="#f4e6c6"` (outlined: the root's stroke), `class="w"` -> also `stroke="none"`. */
function attributes(markup) {
  return markup.replace(/ class="([^"]*)"/g, (_, list) => {
    const names = list.split(/\s+/).filter(Boolean);
    let fill = null;
    let stroke = names.includes('o') ? null : 'none';
    for (const c of names) {
      if (c === 'o') continue;
      if (c in FILLS) fill = FILLS[c];
      else if (c in STROKES) stroke = STROKES[c];
      else throw new Error(`card-pictures: unknown class ${c}`);
    }
    return (fill ? ` fill="${fill}"` : '') + (stroke ? ` stroke="${stroke}"` : '');
  });
}

/** The frame every picture shares: sky, ground. */
const BACKGROUND = '<rect class="s" width="120" height="72"/><rect class="g" y="58" width="120" height="14"/>';

// Small pieces used by several drawings.
const smoke = (x, y) =>
  `<circle class="p" cx="${x}" cy="${y}" r="3"/><circle class="p" cx="${x + 4}" cy="${y - 5}" r="3.6"/><circle class="p" cx="${x + 10}" cy="${y - 8}" r="4"/>`;
const tuft = (x) => `<path class="o n sg" d="M${x} 58l-2-4M${x} 58v-5M${x} 58l2-4"/>`;
const flame = (x, y, s = 1) =>
  `<path class="o f" d="M${x} ${y}c${-5 * s} 0 ${-6 * s} ${-5 * s} ${-3 * s} ${-9 * s}c0 ${3 * s} ${2 * s} ${3 * s} ${2 * s} ${3 * s}c0 ${-3 * s} ${1 * s} ${-6 * s} ${3 * s} ${-8 * s}c${1 * s} ${4 * s} ${5 * s} ${7 * s} ${3 * s} ${11 * s}c${-1 * s} ${2 * s} ${-3 * s} ${3 * s} ${-5 * s} ${3 * s}z"/>` +
  `<path class="y" d="M${x} ${y - 1 * s}c${-2 * s} 0 ${-3 * s} ${-2 * s} ${-1 * s} ${-5 * s}c${1 * s} ${2 * s} ${3 * s} ${3 * s} ${1 * s} ${5 * s}z"/>`;
const tree = (x, r = 9) =>
  `<rect class="o t" x="${x - 1.5}" y="${58 - r - 8}" width="3" height="${r + 8}"/><circle class="o l" cx="${x}" cy="${58 - r - 10}" r="${r}"/>`;
const palm = (x) =>
  `<path class="o n sw" stroke-width="3" d="M${x} 58q2-14-2-26"/><path class="o l" d="M${x - 2} 32q-10-3-14 4q8-6 14-4zM${x - 2} 32q10-4 14 3q-8-5-14-3zM${x - 2} 32q-4-9-12-8q9 1 12 8zM${x - 2} 32q4-9 12-9q-9 2-12 9z"/>`;
const barrel = (x, y) =>
  `<rect class="o t" x="${x}" y="${y}" width="10" height="13" rx="3"/><path class="o n" d="M${x} ${y + 4}h10M${x} ${y + 9}h10"/>`;
const crate = (x, y, w = 12) =>
  `<rect class="o t" x="${x}" y="${y}" width="${w}" height="${w}"/><path class="o n" d="M${x} ${y}l${w} ${w}M${x + w} ${y}l${-w} ${w}"/>`;
const windowAt = (x, y, w = 7, h = 8) => `<rect class="o d" x="${x}" y="${y}" width="${w}" height="${h}"/>`;
const archDoor = (x, w, top) =>
  `<path class="o d" d="M${x} 58V${top + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0V58z"/>`;
const column = (x, top, bottom, w = 5) =>
  `<rect class="o u" x="${x}" y="${top}" width="${w}" height="${bottom - top}"/><rect class="o u" x="${x - 1}" y="${top - 2}" width="${w + 2}" height="2"/>`;
const coin = (x, y) => `<ellipse class="o a" cx="${x}" cy="${y}" rx="5" ry="2"/>`;
const coinStack = (x, n) => Array.from({ length: n }, (_, i) => coin(x, 56 - i * 2.6)).join('');

// One drawing per building key, inside the frame. Coordinates: 120 x 72, ground at 58.
const PICTURES = {
  // ---------- production buildings: the good is in the picture ----------
  indigo_plant: [
    // A shed, the dye vat, indigo shrubs.
    '<rect class="o w" x="10" y="34" width="34" height="24"/><path class="o r" d="M6 35L27 22L48 35z"/>',
    '<rect class="o d" x="22" y="44" width="10" height="14"/>',
    '<path class="o t" d="M52 42H84L80 58H56z"/><ellipse class="o i" cx="68" cy="42" rx="16" ry="3"/>',
    '<path class="o n" d="M54 49H82M55 54H81"/>',
    ...[92, 101, 110].map((x) =>
      `<path class="o n sg" d="M${x} 58V44"/><ellipse class="o l" cx="${x - 3}" cy="50" rx="4" ry="2"/><ellipse class="o l" cx="${x + 3}" cy="47" rx="4" ry="2"/><circle class="o i" cx="${x}" cy="42" r="2.4"/><circle class="o i" cx="${x - 3}" cy="45" r="1.8"/>`),
  ],
  sugar_mill: [
    // A stone windmill over the cane fields.
    ...[12, 18, 24, 96, 102, 108].map((x, i) =>
      `<path class="o n sg" stroke-width="2.6" d="M${x} 58V${30 + (i % 3) * 4}"/><path class="o n sg" d="M${x} ${40 + (i % 3) * 3}q5-5 9-3M${x} ${46 - (i % 2) * 3}q-5-5-8-2"/>`),
    '<path class="o k" d="M44 58L49 24H71L76 58z"/><path class="o r" d="M47 25Q60 11 73 25z"/>',
    archDoor(55, 10, 44),
    ...[20, 110, 200, 290].map((a) =>
      `<g transform="rotate(${a} 60 24)"><path class="o u" d="M58 22V2H63V22z"/><path class="o n" d="M58 8H63M58 14H63"/></g>`),
    '<circle class="o d" cx="60" cy="24" r="2.6"/>',
  ],
  tobacco_storage: [
    // A drying barn: tobacco leaves hang under the roof.
    '<rect class="o t" x="14" y="30" width="92" height="28"/>',
    '<path class="o n" d="M22 30V58M98 30V58"/><path class="o r" d="M8 31L60 12L112 31z"/>',
    '<rect class="o d" x="24" y="34" width="72" height="20"/><path class="o n sw" stroke-width="2" d="M24 36H96"/>',
    ...[30, 38, 46, 54, 62, 70, 78, 86].map((x, i) =>
      `<path class="o" fill="${i % 2 ? '#c58a45' : '#b7793a'}" d="M${x} 37c-4 5-4 11 0 15c4-4 4-10 0-15z"/>`),
  ],
  coffee_roaster: [
    // A roasting house, the drum over its fire, a sack of beans.
    '<rect class="o k" x="38" y="16" width="7" height="14"/>',
    smoke(41, 11),
    '<rect class="o w" x="8" y="28" width="40" height="30"/><path class="o r" d="M4 29L28 16L52 29z"/>',
    windowAt(14, 36, 9, 8),
    '<rect class="o d" x="30" y="42" width="10" height="16"/>',
    '<path class="o n sz" stroke-width="2" d="M64 58L68 44M92 58L88 44"/>',
    flame(78, 56, 0.9),
    '<rect class="o z" x="60" y="30" width="36" height="14" rx="7"/><path class="o n su" d="M70 31V43M80 31V43M90 31V43"/>',
    '<path class="o n" stroke-width="2" d="M96 37H101V31"/>',
    '<path class="o q" d="M101 58c-3-6-2-12 1-15h13c3 3 4 9 1 15z"/>',
    ...[[104, 43], [108, 41], [112, 43], [108, 45]].map(([x, y]) =>
      `<ellipse class="o c" cx="${x}" cy="${y}" rx="2.4" ry="1.6"/>`),
  ],
  silver_smelter: [
    // A furnace with its chimney, ore, silver bars.
    '<rect class="o k" x="46" y="8" width="10" height="22"/>',
    smoke(49, 6),
    '<path class="o k" d="M28 58V34L38 26H64L74 34V58z"/><path class="o n" d="M28 42H74M28 50H74M40 34V42M62 34V42"/>',
    '<path class="o d" d="M41 58V48a10 10 0 0 1 20 0V58z"/>',
    flame(51, 57, 0.8),
    ...[[6, 56], [12, 54], [18, 56], [10, 50], [16, 50]].map(([x, y]) =>
      `<circle class="o h" cx="${x}" cy="${y}" r="3.4"/><circle class="m" cx="${x + 1}" cy="${y - 1}" r="1"/>`),
    ...[[82, 52], [96, 52], [89, 46]].map(([x, y]) =>
      `<path class="o m" d="M${x} ${y + 6}L${x + 2} ${y}H${x + 12}L${x + 14} ${y + 6}z"/><path class="o n su" d="M${x + 4} ${y + 2}H${x + 9}"/>`),
  ],

  // ---------- violet buildings ----------
  smithy: [
    '<rect class="o k" x="46" y="12" width="7" height="14"/>',
    smoke(49, 8),
    '<rect class="o w" x="10" y="26" width="46" height="32"/><path class="o r" d="M6 27L33 12L60 27z"/>',
    '<rect class="o d" x="16" y="34" width="26" height="24"/>',
    flame(29, 57, 1),
    '<path class="o z" d="M68 40H98q5 0 6 4H94l-4 4v4h6v6H72v-6h6v-4l-6-4H70q-2 0-2-4z"/>',
    '<g transform="rotate(-35 92 30)"><rect class="o t" x="90.5" y="22" width="3" height="18"/><rect class="o z" x="85" y="17" width="14" height="6" rx="1"/></g>',
    '<path class="o n sa" stroke-width="1.6" d="M78 34l-4-4M82 32v-5M74 38h-5"/>',
  ],
  gold_mine: [
    '<path class="o h" d="M0 58Q18 20 58 14Q100 18 120 58z"/>',
    '<rect class="o d" x="46" y="34" width="24" height="24"/>',
    '<rect class="o t" x="42" y="33" width="5" height="25"/><rect class="o t" x="69" y="33" width="5" height="25"/><rect class="o t" x="39" y="29" width="38" height="5"/>',
    '<path class="o n" d="M58 58L96 70M66 58L110 70"/>',
    '<path class="o z" d="M80 46H106L102 58H84z"/>',
    '<circle class="o d" cx="87" cy="59" r="3"/><circle class="o d" cx="100" cy="59" r="3"/>',
    ...[[85, 45], [91, 43], [97, 44], [102, 46], [94, 40]].map(([x, y]) =>
      `<circle class="o a" cx="${x}" cy="${y}" r="3"/>`),
    '<path class="o n sa" stroke-width="1.4" d="M20 44l2-2M28 36l2-2M24 50l2-2"/>',
  ],
  archive: [
    // A cabinet of drawers and a chest of scrolls.
    '<rect class="o t" x="8" y="14" width="48" height="44"/>',
    ...[0, 1, 2, 3].flatMap((r) => [0, 1, 2].map((c) =>
      `<rect class="o q" x="${12 + c * 14}" y="${18 + r * 9.5}" width="12" height="7.5"/><circle class="d" cx="${18 + c * 14}" cy="${21.75 + r * 9.5}" r="1"/>`)),
    '<path class="o t" d="M66 40H110V58H66z"/><path class="o t" d="M66 40L72 28H116L110 40z"/>',
    ...[[72, 38], [80, 36], [88, 38], [96, 36], [104, 38]].map(([x, y]) =>
      `<rect class="o u" x="${x - 3}" y="${y - 8}" width="6" height="10" transform="rotate(-12 ${x} ${y})"/><ellipse class="o p" cx="${x - 1}" cy="${y - 8}" rx="3" ry="1.3" transform="rotate(-12 ${x} ${y})"/>`),
    '<path class="o t" d="M66 40H110V58H66z"/><rect class="o a" x="85" y="44" width="6" height="6"/>',
  ],
  poor_house: [
    // A worn plank house, a patched roof, a clothesline.
    '<rect class="o t" x="16" y="32" width="46" height="26"/>',
    '<path class="o n" d="M25 32V58M34 32V58M43 32V58M52 32V58"/>',
    '<path class="o h" d="M11 34L38 17L66 33z"/><rect class="o q" x="26" y="24" width="8" height="6" transform="rotate(-30 30 27)"/><rect class="o k" x="46" y="25" width="7" height="5" transform="rotate(28 49 27)"/>',
    '<rect class="o d" x="32" y="42" width="11" height="16" transform="rotate(3 37 50)"/>',
    windowAt(20, 38, 7, 6),
    '<path class="o n sw" stroke-width="2.4" d="M106 58V30"/><path class="o n" d="M62 36Q84 42 106 32"/>',
    '<path class="o q" d="M72 38.5l10 1.5l-1 13l-4-1l-1 -6l-2 6l-3-1z"/><rect class="o i" x="78" y="43" width="3" height="3"/>',
    '<path class="o r" d="M88 40l12-2l1 9l-12 2z"/>',
  ],
  black_market: [
    // A hidden stall in a dark alley: a covered table, crates, a lantern.
    '<rect class="o w" x="0" y="8" width="32" height="50"/><rect class="o w" x="88" y="8" width="32" height="50"/>',
    '<rect class="o d" x="32" y="8" width="56" height="50"/>',
    '<path class="o v" d="M30 18H90L84 28H36z"/>',
    '<path class="o z" d="M40 40H80V58H40z"/><path class="o v" d="M38 40H82L79 50H41z"/>',
    crate(44, 46, 10), crate(66, 46, 10),
    '<path class="o n" d="M26 24H16V30"/><rect class="o a" x="13" y="30" width="6" height="8" rx="1"/><circle class="y" cx="16" cy="34" r="1.6"/>',
    '<rect class="o q" x="54" y="33" width="12" height="8" rx="3"/><circle class="o a" cx="60" cy="37" r="1.6"/>',
  ],
  trading_post: [
    // A plank store with a porch and a signboard, barrels and crates.
    '<rect class="o t" x="12" y="26" width="60" height="32"/><path class="o r" d="M6 27L42 12L78 27z"/>',
    '<path class="o n" d="M12 34H72M12 42H72M12 50H72"/>',
    '<rect class="o d" x="36" y="38" width="12" height="20"/>',
    '<rect class="o q" x="26" y="28" width="32" height="7"/><path class="o n" d="M32 31.5h20"/>',
    '<path class="o n" stroke-width="1.6" d="M42 12V4"/><path class="o i" d="M42 4H52L49 7L52 10H42z"/>',
    barrel(78, 45), barrel(90, 45), crate(102, 46), crate(84, 33),
  ],
  well: [
    tuft(20), tuft(28), tuft(96), tuft(104),
    '<path class="o n sw" stroke-width="3.4" d="M45 42V16M75 42V16"/>',
    '<path class="o r" d="M36 18L60 6L84 18z"/>',
    '<path class="o n" d="M45 22H75"/><path class="o n" d="M60 22V32"/>',
    '<path class="o t" d="M55 32h10l-1 7h-8z"/>',
    '<rect class="o k" x="38" y="40" width="44" height="18"/><ellipse class="o k" cx="60" cy="40" rx="22" ry="3.6"/><ellipse class="o b" cx="60" cy="40" rx="16" ry="2"/>',
    '<path class="o n" d="M38 48H82M48 40V48M60 48V58M72 40V48M50 58V48"/>',
  ],
  market_stand: [
    '<path class="o n sw" stroke-width="3" d="M24 58V22M96 58V22"/>',
    '<path class="o u" d="M18 22H102L98 32H22z"/>',
    ...[0, 1, 2, 3, 4, 5, 6].filter((i) => i % 2 === 0).map((i) =>
      `<path class="o r" d="M${18 + i * 12} 22H${30 + i * 12}L${29.4 + i * 11.4} 32H${22 + i * 11.4}z"/>`),
    '<path class="o n" d="M22 32q5.7 5 11.4 0q5.7 5 11.4 0q5.7 5 11.4 0q5.7 5 11.4 0q5.7 5 11.4 0q5.7 5 11.4 0q5.7 5 11.4 0"/>',
    '<rect class="o t" x="20" y="44" width="80" height="14"/>',
    '<path class="o q" d="M28 44q8 8 16 0z"/><path class="o q" d="M52 44q8 8 16 0z"/><path class="o q" d="M76 44q8 8 16 0z"/>',
    ...[[32, 41, 'f'], [37, 40, 'f'], [40, 42, 'f'], [56, 41, 'l'], [61, 40, 'l'], [64, 42, 'l'], [80, 41, 'y'], [85, 40, 'y'], [88, 42, 'y']].map(([x, y, c]) =>
      `<circle class="o ${c}" cx="${x}" cy="${y}" r="3"/>`),
  ],
  crane: [
    // A wooden treadwheel crane lifting a stone block.
    '<rect class="o k" x="20" y="52" width="44" height="6"/>',
    '<circle class="o n sw" stroke-width="3" cx="34" cy="38" r="13"/><path class="o n" d="M34 25V51M21 38H47M25 29L43 47M43 29L25 47"/>',
    '<rect class="o t" x="50" y="12" width="6" height="40"/>',
    '<path class="o t" d="M52 18L100 6L101 10L54 24z"/>',
    '<path class="o n" d="M53 14L56 36M98 9V34"/><path class="o n" stroke-width="1.8" d="M98 34q-3 0-3 3q0 3 3 3"/>',
    '<path class="o n" d="M98 40L90 44M98 40L106 44"/>',
    '<rect class="o k" x="88" y="44" width="20" height="12"/><path class="o n" d="M98 44V56"/>',
  ],
  chapel: [
    tuft(14), tuft(106),
    '<rect class="o u" x="28" y="34" width="64" height="24"/>',
    '<path class="o r" d="M24 35L52 22V35zM96 35L68 22V35z"/>',
    '<rect class="o u" x="51" y="20" width="18" height="38"/><path class="o r" d="M48 21L60 9L72 21z"/>',
    '<path class="o n" stroke-width="1.6" d="M60 9V2M57 5H63"/>',
    '<circle class="o a" cx="60" cy="29" r="3.6"/>',
    archDoor(55, 10, 42),
    '<path class="o d" d="M35 50V44a3 3 0 0 1 6 0V50zM79 50V44a3 3 0 0 1 6 0V50z"/>',
  ],
  tower: [
    '<rect class="o k" x="8" y="40" width="112" height="18"/><path class="o n" d="M8 40v-4h6v4M20 40v-4h6v4M94 40v-4h6v4M106 40v-4h6v4"/>',
    '<path class="o k" d="M44 58V18H40V10H47V14H54V10H66V14H73V10H80V18H76V58z"/>',
    '<path class="o n" d="M44 30H76M44 44H76"/>',
    '<rect class="o d" x="58" y="22" width="4" height="7" rx="2"/><rect class="o d" x="52" y="34" width="4" height="7" rx="2"/><rect class="o d" x="64" y="34" width="4" height="7" rx="2"/>',
    archDoor(54, 12, 46),
    '<path class="o n" stroke-width="1.6" d="M60 10V-1"/><path class="o v" d="M60 0H72L68 3.5L72 7H60z"/>',
  ],
  aqueduct: [
    tuft(22), tuft(47), tuft(72), tuft(97),
    '<rect class="o b" x="4" y="16" width="112" height="5"/>',
    '<path class="o k" d="M6 58V21H114V58H106V40A8.5 8.5 0 0 0 89 40V58H81V40A8.5 8.5 0 0 0 64 40V58H56V40A8.5 8.5 0 0 0 39 40V58H31V40A8.5 8.5 0 0 0 14 40V58z"/>',
    '<path class="o n" d="M6 27H114M20 21V27M45 21V27M70 21V27M95 21V27"/>',
  ],
  carpenter: [
    // A workbench with a plank and a saw, logs stacked.
    '<rect class="o t" x="12" y="36" width="62" height="5"/><path class="o n sw" stroke-width="3" d="M17 41V58M69 41V58M17 50H69"/>',
    '<rect class="o q" x="18" y="31" width="44" height="5"/>',
    '<path class="o m" d="M40 31L66 16L70 22L46 33z"/><path class="o n" d="M42 32l1.5-2l1 1.5l1.5-2l1 1.5l1.5-2l1 1.5"/>',
    '<rect class="o t" x="64" y="11" width="10" height="8" rx="3" transform="rotate(-30 69 15)"/>',
    ...[[86, 52], [98, 52], [110, 52], [92, 41], [104, 41]].map(([x, y]) =>
      `<circle class="o q" cx="${x}" cy="${y}" r="6"/><circle class="o n" cx="${x}" cy="${y}" r="3"/>`),
  ],
  prefecture: [
    // The governor's office: a balcony, the flag, the seal over the door.
    '<rect class="o w" x="16" y="20" width="88" height="38"/>',
    '<path class="o r" d="M12 21H108L104 14H16z"/>',
    '<path class="o n" stroke-width="1.6" d="M60 14V0"/><path class="o v" d="M60 1H74L70 5L74 9H60z"/>',
    ...[22, 34, 78, 90].map((x) => windowAt(x, 26, 8, 10)),
    ...[22, 34, 78, 90].map((x) => windowAt(x, 42, 8, 10)),
    '<rect class="o d" x="53" y="40" width="14" height="18"/>',
    '<rect class="o u" x="48" y="36" width="24" height="4"/><path class="o n" d="M50 36V32M55 36V32M60 36V32M65 36V32M70 36V32M48 32H72"/>',
    '<circle class="o a" cx="60" cy="26" r="4.4"/><circle class="o n" cx="60" cy="26" r="2"/>',
    '<rect class="o k" x="46" y="56" width="28" height="2"/>',
  ],
  market_hall: [
    '<rect class="o w" x="8" y="26" width="104" height="32"/>',
    '<path class="o r" d="M4 27L20 12H100L116 27z"/>',
    '<path class="o d" d="M16 58V42a9 9 0 0 1 18 0V58zM51 58V42a9 9 0 0 1 18 0V58zM86 58V42a9 9 0 0 1 18 0V58z"/>',
    windowAt(38, 30, 8, 6), windowAt(74, 30, 8, 6),
    '<path class="o q" d="M20 58c-2-5 0-9 3-9h4c3 0 4 4 3 9z"/><path class="o q" d="M55 58c-2-5 0-9 3-9h4c3 0 4 4 3 9z"/>',
    '<path class="o i" d="M90 58c-2-5 0-9 3-9h4c3 0 4 4 3 9z"/>',
    '<circle class="o f" cx="38" cy="55" r="3"/><circle class="o y" cx="44" cy="55" r="3"/><circle class="o l" cx="41" cy="50" r="3"/>',
  ],
  quarry: [
    '<path class="o k" d="M0 58V16L16 12L30 20V30H52V42H74V58z"/>',
    '<path class="o n" d="M0 30H30M0 44H52M14 16V30M22 30V44M40 44V58M8 44V58"/>',
    '<rect class="o k" x="82" y="46" width="16" height="12"/><rect class="o k" x="100" y="48" width="14" height="10"/><rect class="o k" x="88" y="36" width="14" height="10"/>',
    '<path class="o n sw" stroke-width="2.6" d="M58 58L72 28"/><path class="o z" d="M62 28q10-6 20 2q-10-2-20 2z"/>',
  ],
  library: [
    // A domed house of books.
    '<path class="o v" d="M40 20a20 14 0 0 1 40 0z"/><circle class="o a" cx="60" cy="5" r="2"/>',
    '<rect class="o w" x="14" y="20" width="92" height="38"/><path class="o k" d="M12 20H108V24H12z"/>',
    '<path class="o d" d="M32 58V34a28 12 0 0 1 56 0V58z"/>',
    '<path class="o n sw" stroke-width="2" d="M34 42H86M33 51H87"/>',
    ...[[36, '#b95a3a'], [40, '#3f5bd1'], [44, '#e0ac2c'], [48, '#7aa84c'], [53, '#7a4fb5'], [57, '#b95a3a'], [61, '#f4e6c6'], [65, '#3f5bd1'], [70, '#e0ac2c'], [74, '#7aa84c'], [78, '#b95a3a'], [82, '#7a4fb5']].map(([x, c], i) =>
      `<rect class="o" fill="${c}" x="${x}" y="${34 + (i % 3)}" width="3.4" height="${7 - (i % 3)}"/><rect class="o" fill="${c}" x="${x + 1}" y="${44 + ((i + 1) % 3)}" width="3.4" height="${6 - ((i + 1) % 3)}"/>`),
    '<rect class="o u" x="18" y="28" width="6" height="30"/><rect class="o u" x="96" y="28" width="6" height="30"/>',
  ],
  statue: [
    tuft(30), tuft(90),
    '<rect class="o k" x="44" y="44" width="32" height="10"/><rect class="o k" x="40" y="40" width="40" height="5"/><rect class="o k" x="40" y="53" width="40" height="5"/>',
    '<path class="o p" d="M50 40L54 17H66L70 40z"/><circle class="o p" cx="60" cy="11" r="5.4"/>',
    '<path class="o p" d="M54 18L45 7L48 5L57 15zM66 18L72 30L69 31L64 23z"/>',
    '<path class="o f" d="M46 6q-4-3 0-6q4 3 0 6z"/>',
    '<path class="o n" d="M58 22L56 40M62 22L64 40M50 40H70"/>',
  ],
  victory_column: [
    '<rect class="o k" x="44" y="50" width="32" height="8"/><rect class="o k" x="48" y="44" width="24" height="6"/>',
    '<rect class="o u" x="53" y="16" width="14" height="28"/>',
    '<path class="o n" d="M53 22L67 26M53 29L67 33M53 36L67 40"/>',
    '<rect class="o u" x="50" y="13" width="20" height="3"/>',
    '<path class="o a" d="M56 13L57 6H63L64 13z"/><circle class="o a" cx="60" cy="4" r="2.6"/>',
    '<path class="o a" d="M57 8L47 2L54 10zM63 8L73 2L66 10z"/>',
    '<path class="o n sg" stroke-width="2" d="M30 58q4-14 10-18M90 58q-4-14-10-18"/>',
  ],
  hero: [
    // A rider with a raised sword, in bronze, on a plinth.
    '<rect class="o k" x="30" y="46" width="60" height="12"/><rect class="o k" x="26" y="43" width="68" height="4"/>',
    '<g class="o" fill="#8a6a45">',
    '<path d="M76 30q7 3 4 12q-1-7-5-9z"/>',
    '<path d="M50 35h3.4v8h-3.4zM56 35h3.4v8h-3.4zM67 35h3.4v8h-3.4zM72 34h3.4v9h-3.4z"/>',
    '<ellipse cx="63" cy="31" rx="14" ry="6"/>',
    '<path d="M53 31L46 18L49 14L57 27z"/><path d="M47 14L40 21L37 19L44 11L48 11z"/><path d="M47 13L48 8L50 13z"/>',
    '<path d="M58 27L59 16H66L67 27z"/><circle cx="62.5" cy="12" r="3.4"/><path d="M60 26L57 35H61L64 27z"/>',
    '</g>',
    '<path class="o n" stroke-width="1.8" d="M65 18L72 11"/><path class="o m" d="M71 12L82 1L83 2L73 14z"/>',
    '<circle class="o n sg" stroke-width="1.8" cx="60" cy="52" r="3.6"/>',
  ],
  // ---------- 6-cost buildings ----------
  guild_hall: [
    // A half-timbered hall with the guilds' banner.
    '<rect class="o w" x="14" y="26" width="92" height="32"/>',
    '<path class="o n" stroke-width="2.2" d="M14 40H106M30 26V58M50 26V58M70 26V58M90 26V58M14 26L30 40M30 40L50 26M70 40L90 26M90 26L106 40"/>',
    '<path class="o r" d="M8 27L26 8H94L112 27z"/>',
    '<rect class="o d" x="54" y="44" width="12" height="14"/>',
    windowAt(18, 44, 8, 8), windowAt(36, 44, 8, 8), windowAt(76, 44, 8, 8), windowAt(94, 44, 8, 8),
    '<path class="o v" d="M52 12H68V30L60 26L52 30z"/><circle class="o a" cx="60" cy="18" r="3"/>',
  ],
  city_hall: [
    // The town hall and its clock tower.
    '<rect class="o w" x="10" y="30" width="100" height="28"/><path class="o r" d="M6 31L14 22H106L114 31z"/>',
    '<rect class="o w" x="48" y="12" width="24" height="46"/><path class="o r" d="M45 13L60 2L75 13z"/>',
    '<circle class="o u" cx="60" cy="22" r="6"/><path class="o n" d="M60 22V18M60 22H63"/>',
    archDoor(54, 12, 40),
    ...[16, 28, 84, 96].map((x) => windowAt(x, 36, 8, 10)),
    '<rect class="o a" x="10" y="48" width="38" height="2"/><rect class="o a" x="72" y="48" width="38" height="2"/>',
  ],
  triumphal_arch: [
    '<path class="o k" d="M14 58V16H106V58H78V42A18 18 0 0 0 42 42V58z"/>',
    '<rect class="o k" x="10" y="10" width="100" height="7"/><rect class="o a" x="40" y="4" width="40" height="6"/>',
    '<path class="o n" d="M14 24H106"/>',
    '<rect class="o w" x="20" y="30" width="10" height="20"/><rect class="o w" x="90" y="30" width="10" height="20"/>',
    '<circle class="o n sg" stroke-width="2" cx="60" cy="20" r="2.6"/>',
  ],
  palace: [
    tree(6, 5), tree(114, 5),
    '<rect class="o w" x="14" y="28" width="92" height="30"/><rect class="o k" x="12" y="26" width="96" height="3"/>',
    '<rect class="o w" x="14" y="14" width="14" height="44"/><path class="o v" d="M13 15a8 8 0 0 1 16 0z"/>',
    '<rect class="o w" x="92" y="14" width="14" height="44"/><path class="o v" d="M91 15a8 8 0 0 1 16 0z"/>',
    '<path class="o a" d="M46 28a14 14 0 0 1 28 0z"/><circle class="o a" cx="60" cy="12" r="2"/>',
    ...[34, 42, 72, 80].map((x) => windowAt(x, 34, 5, 10)),
    ...[18, 96].map((x) => windowAt(x, 22, 6, 8)),
    ...[18, 96].map((x) => windowAt(x, 38, 6, 8)),
    archDoor(53, 14, 38),
    '<rect class="o a" x="14" y="50" width="92" height="2"/>',
  ],

  // ---------- the New Buildings ----------
  guard_room: [
    '<rect class="o k" x="14" y="26" width="56" height="32"/><path class="o r" d="M10 27L42 12L74 27z"/>',
    '<rect class="o d" x="20" y="38" width="12" height="20"/>',
    '<path class="o v" d="M42 32H58V42Q58 50 50 54Q42 50 42 42z"/><path class="o n sa" stroke-width="2" d="M50 35V50M44 41H56"/>',
    '<path class="o n sw" stroke-width="2" d="M84 58L100 8M104 58L88 8"/>',
    '<path class="o m" d="M99 4L102 8L98 12L97 8zM89 4L86 8L90 12L91 8z"/>',
    '<path class="o m" d="M86 46a8 6 0 0 1 16 0z"/>',
  ],
  office_building: [
    '<rect class="o w" x="24" y="8" width="56" height="50"/><path class="o k" d="M22 6H82V9H22z"/>',
    ...[0, 1, 2, 3].flatMap((r) => [0, 1, 2, 3].map((c) => (r === 3 && (c === 1 || c === 2) ? '' : windowAt(29 + c * 12, 13 + r * 11, 7, 7)))),
    '<rect class="o d" x="44" y="46" width="16" height="12"/>',
    '<rect class="o u" x="88" y="46" width="20" height="12"/><path class="o n" d="M88 50H108M88 54H108"/>',
    '<path class="o u" d="M96 46L110 28L112 30L99 46z"/><path class="o n" d="M99 44L110 30"/>',
  ],
  hut: [
    palm(100),
    '<rect class="o t" x="24" y="36" width="48" height="22"/><path class="o n" d="M32 36V58M40 36V58M56 36V58M64 36V58"/>',
    '<path class="o q" d="M16 38L48 12L80 38z"/><path class="o n" d="M24 38L44 16M32 38L47 14M44 38L49 14M56 38L51 14M68 38L52 16"/>',
    '<rect class="o d" x="43" y="44" width="10" height="14"/>',
  ],
  tavern: [
    '<rect class="o w" x="12" y="26" width="60" height="32"/><path class="o r" d="M6 27L42 10L78 27z"/>',
    '<rect class="o d" x="34" y="40" width="14" height="18"/>',
    windowAt(18, 34, 10, 9), windowAt(56, 34, 10, 9),
    '<path class="o n" stroke-width="1.8" d="M72 30H90"/><path class="o n" d="M78 30V34M88 30V34"/>',
    '<rect class="o t" x="76" y="34" width="14" height="14" rx="2"/>',
    '<path class="o a" d="M79 37H86V45H79z"/><path class="o n" d="M86 39h2v4h-2"/><path class="o u" d="M79 37q3.5-3 7 0z"/>',
    barrel(90, 45), barrel(102, 45), barrel(96, 32),
  ],
  park: [
    '<path class="o q" d="M40 72Q50 62 56 58H64Q62 64 74 72z"/>',
    tree(16, 10), tree(34, 7), tree(100, 10),
    '<ellipse class="o k" cx="82" cy="56" rx="12" ry="3"/><ellipse class="o b" cx="82" cy="55" rx="9" ry="1.6"/>',
    '<rect class="o k" x="80" y="40" width="4" height="14"/><path class="o n sb" stroke-width="1.4" d="M82 40q-6 2-8 12M82 40q6 2 8 12"/>',
    '<rect class="o t" x="48" y="46" width="22" height="3"/><path class="o n sw" stroke-width="2" d="M50 49V56M68 49V56M48 43H70"/>',
    ...[[8, 'f'], [26, 'y'], [112, 'v'], [92, 'f']].map(([x, c]) => `<circle class="o ${c}" cx="${x}" cy="64" r="2"/>`),
  ],
  customs_office: [
    '<rect class="o w" x="8" y="24" width="50" height="34"/><path class="o r" d="M4 25L33 10L62 25z"/>',
    '<rect class="o d" x="26" y="40" width="12" height="18"/>', windowAt(14, 30, 8, 8), windowAt(44, 30, 8, 8),
    '<rect class="o t" x="64" y="42" width="6" height="16"/>',
    '<path class="o u" d="M70 42H114V46H70z"/>',
    ...[76, 88, 100].map((x) => `<rect class="r" x="${x}" y="42.6" width="6" height="2.8"/>`),
    crate(80, 48, 10), crate(92, 50, 8),
    '<circle class="o r" cx="85" cy="53" r="2.4"/>',
  ],
  bank: [
    '<path class="o w" d="M16 22L60 6L104 22z"/><circle class="o a" cx="60" cy="15" r="3.4"/>',
    '<rect class="o w" x="18" y="22" width="84" height="30"/><rect class="o k" x="14" y="52" width="92" height="6"/>',
    ...[24, 40, 74, 90].map((x) => column(x, 26, 52, 6)),
    '<rect class="o d" x="53" y="34" width="14" height="18"/>',
    coinStack(8, 3), coinStack(112, 4),
  ],
  harbor: [
    '<rect class="o b" x="44" y="56" width="76" height="16"/><path class="o n su" d="M56 64h8M80 66h10M100 62h8"/>',
    '<rect class="o t" x="0" y="52" width="66" height="5"/><path class="o n sw" stroke-width="3" d="M20 57V72M44 57V72M62 57V72"/>',
    '<rect class="o z" x="56" y="46" width="5" height="6" rx="2"/>',
    '<path class="o n" d="M58 48Q70 54 78 52"/>',
    '<path class="o t" d="M72 50H116L110 60H78z"/>',
    '<path class="o n" stroke-width="1.6" d="M94 50V8"/>',
    '<path class="o u" d="M96 10Q110 28 96 46z"/><path class="o u" d="M92 14Q80 30 92 46z"/>',
    '<path class="o r" d="M94 8H104L100 11L104 14H94z"/>',
    crate(8, 40, 12), barrel(24, 39),
  ],
  goldsmith: [
    '<rect class="o w" x="8" y="14" width="44" height="44"/><path class="o r" d="M4 16H56L52 10H8z"/>',
    '<path class="o d" d="M16 46V30a14 10 0 0 1 28 0V46z"/><path class="o n su" d="M16 38H44"/>',
    '<rect class="o d" x="18" y="48" width="24" height="10"/>',
    '<rect class="o t" x="58" y="44" width="58" height="6"/><path class="o n sw" stroke-width="3" d="M62 50V58M112 50V58"/>',
    '<path class="o a" d="M70 20H88Q88 32 80 34V40H86V44H72V40H78V34Q70 32 70 20z"/>',
    '<circle class="o n sa" stroke-width="2.6" cx="98" cy="38" r="4.6"/><circle class="o f" cx="98" cy="33" r="2"/>',
    '<rect class="o a" x="104" y="40" width="8" height="4"/><rect class="o a" x="106" y="37" width="8" height="3"/>',
  ],
  residence: [
    palm(108),
    '<rect class="o w" x="14" y="22" width="76" height="36"/><path class="o r" d="M8 23L30 10H74L96 23z"/>',
    ...[22, 44, 66].map((x) => `${windowAt(x, 28, 8, 10)}<rect class="o e" x="${x - 3}" y="28" width="3" height="10"/><rect class="o e" x="${x + 8}" y="28" width="3" height="10"/>`),
    '<rect class="o u" x="40" y="38" width="24" height="3"/><path class="o n" d="M42 38V34M47 38V34M52 38V34M57 38V34M62 38V34M40 34H64"/>',
    windowAt(22, 44, 8, 10), windowAt(74, 44, 8, 10),
    '<rect class="o d" x="46" y="44" width="12" height="14"/>',
    '<path class="o e" d="M4 58q0-7 6-7h84q6 0 6 7z"/>',
  ],
  cathedral: [
    // Two towers, the rose window, the great door.
    '<rect class="o u" x="34" y="26" width="52" height="32"/><path class="o r" d="M32 27L60 12L88 27z"/>',
    '<rect class="o u" x="14" y="16" width="20" height="42"/><path class="o v" d="M12 17L24 0L36 17z"/>',
    '<rect class="o u" x="86" y="16" width="20" height="42"/><path class="o v" d="M84 17L96 0L108 17z"/>',
    '<circle class="o v" cx="60" cy="34" r="7"/><path class="o n sa" stroke-width="1.4" d="M60 27V41M53 34H67M55 29L65 39M65 29L55 39"/><circle class="o a" cx="60" cy="34" r="2"/>',
    archDoor(52, 16, 44),
    '<path class="o d" d="M20 36V28a4 4 0 0 1 8 0V36zM92 36V28a4 4 0 0 1 8 0V36z"/>',
    '<path class="o d" d="M20 52V46a4 4 0 0 1 8 0V52zM92 52V46a4 4 0 0 1 8 0V52z"/>',
  ],

  // ---------- the event cards (not buildings; shown in their details) ----------
  earthquake: [
    '<path class="o w" d="M30 58L34 30L70 34L66 58z" transform="rotate(-8 50 44)"/><path class="o r" d="M28 32L52 14L74 36z" transform="rotate(-8 50 44)"/>',
    '<rect class="o k" x="76" y="48" width="10" height="8" transform="rotate(20 81 52)"/><rect class="o k" x="90" y="52" width="8" height="6"/>',
    '<path class="o d" d="M0 60L20 62L30 58L44 64L58 58L70 63L86 59L100 64L120 60V62L100 66L86 61L70 65L58 60L44 66L30 60L20 64L0 62z"/>',
    '<path class="o n" stroke-width="1.6" d="M6 40q4-3 0-6M14 44q4-3 0-6M108 36q-4-3 0-6M114 42q-4-3 0-6"/>',
  ],
  debt_relief: [
    '<path class="o u" d="M22 12H56L52 30L58 44L54 60H22z"/><path class="o u" d="M64 10H98V58H60L66 42L60 28z"/>',
    '<path class="o n" d="M28 20H48M28 26H46M28 32H50M70 20H92M72 26H92M70 46H92M70 52H86"/>',
    '<circle class="o r" cx="40" cy="48" r="6"/>',
  ],
  taxes: [
    '<path class="o t" d="M30 34H90V58H30z"/><path class="o t" d="M30 34Q60 16 90 34z"/><rect class="o a" x="56" y="38" width="8" height="8"/>',
    coin(46, 22), coin(60, 14), coin(74, 22),
    '<path class="o n" stroke-width="1.4" d="M46 8V16M60 2V8M74 8V16"/>',
    coinStack(14, 2), coinStack(106, 3),
  ],
  amnesty: [
    '<path class="o n sz" stroke-width="4" d="M30 44a10 10 0 0 1 20 0M70 44a10 10 0 0 0 20 0"/>',
    '<path class="o n" d="M30 44a10 10 0 0 1 20 0M70 44a10 10 0 0 0 20 0"/>',
    '<path class="o n sz" stroke-width="3" d="M52 44H68"/>',
    '<path class="o u" d="M58 24q-10-10-18-6q8 0 10 8q-6 2-10 8q12-2 18-10zM58 24q8-8 16-4q-8 0-10 6z"/>',
    '<circle class="o d" cx="62" cy="22" r="0.8"/>',
  ],
  construction: [
    '<rect class="o w" x="30" y="34" width="40" height="24"/><rect class="o k" x="30" y="26" width="40" height="8"/>',
    '<path class="o n sw" stroke-width="2.6" d="M24 58V14M76 58V14M24 24H76M24 40H76M24 40L76 24"/>',
    '<rect class="o k" x="86" y="50" width="12" height="8"/><rect class="o k" x="100" y="50" width="12" height="8"/><rect class="o k" x="92" y="42" width="12" height="8"/>',
    '<path class="o n sw" stroke-width="2.6" d="M8 58L14 40"/><path class="o z" d="M10 42L20 36L22 40z"/>',
  ],
  governors_visit: [
    '<path class="o r" d="M10 58H108L104 62H14z"/>',
    '<path class="o c" d="M30 34H72L76 50H26z"/><path class="o c" d="M34 34Q50 22 66 34z"/>',
    '<circle class="o a" cx="38" cy="54" r="6"/><circle class="o a" cx="66" cy="54" r="6"/>',
    windowAt(42, 36, 14, 8),
    '<rect class="o w" x="84" y="22" width="36" height="36"/><path class="o r" d="M80 23L102 10L124 23z"/>',
    '<rect class="o d" x="96" y="40" width="12" height="18"/><path class="o v" d="M88 28H94V40L91 37L88 40z"/><path class="o v" d="M110 28H116V40L113 37L110 40z"/>',
  ],
};

/** The whole file of one picture. */
function svg(parts) {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 72" width="120" height="72" ' +
    `stroke="${OUTLINE}" stroke-width="1.3" stroke-linejoin="round" stroke-linecap="round">` +
    `${attributes(BACKGROUND + parts.join(''))}</svg>\n`
  );
}

const check = process.argv.includes('--check');
await mkdir(OUT, { recursive: true });
let stale = 0;
for (const [key, parts] of Object.entries(PICTURES)) {
  const file = join(OUT, `${key}.svg`);
  const text = svg(parts);
  if (check) {
    const old = await readFile(file, 'utf8').catch(() => '');
    if (old !== text) {
      console.error(`card-pictures: ${file} is not what this script writes`);
      stale++;
    }
  } else {
    await writeFile(file, text);
  }
}
if (stale) process.exit(1);
console.log(`card-pictures: ${Object.keys(PICTURES).length} pictures ${check ? 'checked' : 'written'} in ${OUT}`);
