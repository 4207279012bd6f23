// Minifies a release bundle's scripts and stylesheets, as the first step of the trunk
// post-build hook (scripts/precache.mjs; also `node scripts/precache.mjs --dir dist
// --minify`). Part of keeping the first load within 400 KB (docs/MEASUREMENTS.md).
//
// - JavaScript with terser: the app's wasm-bindgen glue (an ES module), the worker's glue
//   (a classic script that declares the global `wasm_bindgen`, which ui::fallback reads:
//   top-level names are kept) and assets/sw-register.js. Trunk's own JS minifier is not
//   used: it fails on the app's glue and has mangled wasm-bindgen output before
//   (trunk-rs/trunk#761).
// - CSS with lightningcss, the engine trunk itself uses.
// - index.html with html-minifier-terser (comments and the whitespace between tags; the
//   inline loader script is left as it is, and its CSP hash is computed afterwards).
// - The `integrity` attributes index.html carries for a rewritten file are recomputed.
//
// Idempotent: minifying minified code again changes nothing that matters.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify as htmlMinify } from 'html-minifier-terser';
import { transform } from 'lightningcss';
import { minify as terser } from 'terser';

/** How to minify each kind of file of the bundle: `null` leaves it as it is. */
function kind(path) {
  if (path === 'sw.js' || path.endsWith('_loader.js')) return null; // precache writes sw.js; the loader is two calls
  if (path.endsWith('.css')) return 'css';
  if (/^[^/]+\.js$/.test(path)) return /^worker/.test(path) ? 'script' : 'module';
  if (path === 'assets/sw-register.js') return 'script';
  return null;
}

/** A classic script (`sw.js`, which scripts/precache.mjs writes) minified as the bundle's are. */
export async function minifiedScript(source) {
  const out = await terser(source, { toplevel: false, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  return out.code;
}

async function minified(path, source) {
  const how = kind(path);
  if (how === 'css') {
    return Buffer.from(transform({ filename: path, code: source, minify: true }).code);
  }
  const out = await terser(source.toString('utf8'), {
    module: how === 'module',
    // A classic script's top-level names are globals others read (`wasm_bindgen`).
    toplevel: false,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  return Buffer.from(out.code);
}

/**
 * `html` with the integrity of the tag whose href is `path` set to `content`'s sha384.
 * The href may carry the public URL before the path (`./app.js`, `/san-juan/app.js`).
 */
function withIntegrity(html, path, content) {
  const hash = `sha384-${createHash('sha384').update(content).digest('base64')}`;
  return html.replace(/<(link|script)\b[^>]*>/gi, (tag) => {
    const href = /\b(?:href|src)\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? '';
    const names = href === path || href.endsWith(`/${path}`);
    if (!names || !/\bintegrity\s*=/i.test(tag)) return tag;
    return tag.replace(/\bintegrity\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, `integrity="${hash}"`);
  });
}

/**
 * Minifies every script and stylesheet of the bundle in `dir` (its files listed in
 * `files`, "/"-separated, relative to it) in place. Returns index.html's text `html`,
 * minified, with the rewritten files' integrity attributes.
 */
export async function minifyBundle(dir, files, html) {
  for (const path of files) {
    if (!kind(path)) continue;
    const full = join(dir, path);
    const out = await minified(path, await readFile(full));
    await writeFile(full, out);
    html = withIntegrity(html, path, out);
  }
  return htmlMinify(html, { collapseWhitespace: true, removeComments: true, minifyJS: false, minifyCSS: false });
}
