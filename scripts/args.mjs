// The measuring scripts' command line, read one way: `--name value` options and
// `--name` flags (scripts/measure.mjs, measure-memory.mjs, measure-layout.mjs).

const ARGS = process.argv.slice(2);

/** The text after `--name`, or `fallback` when it is not given. */
export function option(name, fallback) {
  const i = ARGS.indexOf(`--${name}`);
  return i >= 0 && ARGS[i + 1] !== undefined ? ARGS[i + 1] : fallback;
}

/** The number after `--name`, or `fallback` when it is not given. */
export function numberOption(name, fallback) {
  const text = option(name, undefined);
  return text === undefined ? fallback : Number(text);
}

/** Whether `--name` is given. */
export function flag(name) {
  return ARGS.includes(`--${name}`);
}
