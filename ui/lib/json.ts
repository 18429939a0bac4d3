// JSON text validation for attachments, console context and multi-value constraints (SPEC §5).
import * as v from 'valibot';

/** Maximum items in a JSON array field (SPEC §9). */
export const MAX_ARRAY_ITEMS = 100;

/** The validation texts of SPEC §5 for JSON fields. */
export const JSON_MESSAGES = {
  json: 'Must be valid JSON',
  context: 'Must be valid context value',
  stringArray: 'Must be valid JSON string array',
  numberArray: 'Must be valid JSON number array',
  tooMany: `Too many items (maximum ${MAX_ARRAY_ITEMS})`,
} as const;

/** A JSON parse: the value, or the error with its 1-based line and column. */
export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
const LITERAL = /true|false|null/y;

/**
 * The offset of the first syntax error in text that JSON.parse rejected. V8 names the position
 * only for some errors, so a small scanner finds it.
 */
function errorOffset(text: string): number {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at++;
  };
  const token = (pattern: RegExp) => {
    pattern.lastIndex = at;
    if (!pattern.test(text)) throw at;
    at = pattern.lastIndex;
  };
  const string = () => {
    if (text[at] !== '"') throw at;
    at++;
    for (;;) {
      const c = text[at];
      if (c === undefined || c < ' ') throw at;
      if (c === '"') return void at++;
      if (c === '\\') token(ESCAPE);
      else at++;
    }
  };
  const list = (close: string, item: () => void) => {
    at++;
    space();
    if (text[at] === close) return void at++;
    for (;;) {
      item();
      space();
      if (text[at] === close) return void at++;
      if (text[at] !== ',') throw at;
      at++;
      space();
    }
  };
  const value = (): void => {
    space();
    const c = text[at];
    if (c === '{') {
      list('}', () => {
        string();
        space();
        if (text[at] !== ':') throw at;
        at++;
        value();
      });
    } else if (c === '[') list(']', value);
    else if (c === '"') string();
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) token(NUMBER);
    else token(LITERAL);
  };
  try {
    value();
    space();
    return at;
  } catch (offset) {
    return typeof offset === 'number' ? offset : text.length;
  }
}

/** Texts from this long on are parsed once while they stay the same (the console's 1 MB context, issue 43). */
const KEPT_FROM = 64 * 1024;
let kept: { text: string; parse: JsonParse } | null = null;

/**
 * Parses JSON text; on failure reports the engine's message with a 1-based line and column. The
 * last long text's answer is kept: a form checks, converts and shows the same text on every
 * render, which for a megabyte is a long task each time. Its value is shared: read it, never change it.
 */
export function parseJson(text: string): JsonParse {
  if (kept?.text === text) return kept.parse;
  let parse: JsonParse;
  try {
    parse = { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const before = text.slice(0, errorOffset(text)).split('\n');
    parse = { ok: false, message, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  }
  if (text.length >= KEPT_FROM) kept = { text, parse };
  return parse;
}

/** 'Must be valid JSON (line L, column C)' for text that does not parse; null when it does. */
export function jsonSyntaxError(text: string): string | null {
  const parsed = parseJson(text);
  return parsed.ok ? null : `${JSON_MESSAGES.json} (line ${parsed.line}, column ${parsed.column})`;
}

/** 'Must be valid JSON' unless empty or valid JSON; null when fine. */
export function checkOptionalJson(text: string): string | null {
  return text.trim() === '' || parseJson(text).ok ? null : JSON_MESSAGES.json;
}

/** What a JSON value is, in words ("a number", "an array"). */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

// By parsed object: a long text's parse is kept (parseJson), and a form checks it on every render.
const nonStrings = new WeakMap<object, string | null>();

/** The first key whose value is not a string, or null; once per object (50,000 keys take a while, issue 43). */
function firstNonString(object: Record<string, unknown>): string | null {
  let found = nonStrings.get(object);
  if (found === undefined) nonStrings.set(object, (found = Object.keys(object).find((key) => typeof object[key] !== 'string') ?? null));
  return found;
}

/**
 * A context is a JSON object (not an array) whose values are all strings; empty is fine. The
 * message starts with SPEC §5's words and says where and why (issue 29.5): the syntax error's line
 * and column, or the first key whose value is not a string.
 */
export function checkContext(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseJson(text);
  const why = (reason: string) => `${JSON_MESSAGES.context}: ${reason}`;
  if (!parsed.ok) return why(`not JSON at line ${parsed.line}, column ${parsed.column}`);
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return why(`an object of strings is needed, not ${kindOf(value)}`);
  const key = firstNonString(value as Record<string, unknown>);
  if (key === null) return null;
  const item = (value as Record<string, unknown>)[key];
  const hint = typeof item === 'number' || typeof item === 'boolean' ? ` (write "${String(item)}")` : '';
  return why(`${JSON.stringify(key)} is ${kindOf(item)}, not a string${hint}`);
}

function checkArray(text: string, kind: 'string' | 'number', message: string): string | null {
  const parsed = parseJson(text);
  if (!parsed.ok || !Array.isArray(parsed.value)) return message;
  if (!parsed.value.every((item) => typeof item === kind && (kind === 'string' || Number.isFinite(item)))) return message;
  return parsed.value.length > MAX_ARRAY_ITEMS ? JSON_MESSAGES.tooMany : null;
}

/** A JSON array of strings with at most 100 items. */
export function checkStringArray(text: string): string | null {
  return checkArray(text, 'string', JSON_MESSAGES.stringArray);
}

/** A JSON array of numbers with at most 100 items. */
export function checkNumberArray(text: string): string | null {
  return checkArray(text, 'number', JSON_MESSAGES.numberArray);
}

function fromCheck(check: (text: string) => string | null) {
  return v.pipe(
    v.string(),
    // The message is the check's own, found again for the value that failed it.
    v.check((text) => check(text) === null, (issue) => check(issue.input as string) ?? ''),
  );
}

/** Form schemas for the same rules, for valibot form schemas (pure: dropped from the bundle when unused). */
export const OptionalJsonSchema = /* @__PURE__ */ fromCheck(checkOptionalJson);
export const ContextSchema = /* @__PURE__ */ fromCheck(checkContext);
export const StringArraySchema = /* @__PURE__ */ fromCheck(checkStringArray);
export const NumberArraySchema = /* @__PURE__ */ fromCheck(checkNumberArray);
