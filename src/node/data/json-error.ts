/**
 * Where a JSON text goes wrong, for messages an owner can act on ("line 4, column 17").
 * JavaScript's parser does not always say where (`Unexpected token …` has no position), so the
 * place is found by parsing prefixes: a prefix that only "ends too early" could still become valid
 * JSON, and the first character after the longest such prefix is the one at fault.
 */

export type JsonError = {
  /** 1-based line and column of the character at fault (one past the end when the text stops short). */
  line: number;
  column: number;
  /** The parser's own words, without its position or a copy of the text. */
  reason: string;
};

function parseError(text: string): Error | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return error as Error;
  }
}

/** A prefix that parses, or fails only for want of more text. */
function couldContinue(prefix: string): boolean {
  const error = parseError(prefix);
  if (!error) return true;
  if (error.message.includes('Unexpected end of JSON input')) return true;
  const at = /at position (\d+)/.exec(error.message);
  return at !== null && Number(at[1]) >= prefix.length;
}

/** Why `text` is not JSON and where, or null when it is. */
export function locateJsonError(text: string): JsonError | null {
  const error = parseError(text);
  if (!error) return null;
  if (text.startsWith('\uFEFF')) {
    return { line: 1, column: 1, reason: 'the file starts with an invisible byte order mark: save it as UTF-8 without BOM' };
  }
  let good = 0;
  let bad = text.length;
  if (couldContinue(text)) good = text.length;
  else {
    // Invariant: text.slice(0, good) could continue; text.slice(0, bad) cannot.
    while (bad - good > 1) {
      const middle = Math.floor((good + bad) / 2);
      if (couldContinue(text.slice(0, middle))) good = middle;
      else bad = middle;
    }
  }
  const before = text.slice(0, good).split(/\r\n|\r|\n/);
  const reason = error.message
    .replace(/ (?:in JSON )?at position \d+.*$/s, '')
    .replace(/, .*is not valid JSON$/s, '')
    .replace(/^Unexpected end of JSON input$/, 'the text ends before the JSON does')
    // A line break or tab named as the unexpected token, written so it can be seen.
    // eslint-disable-next-line no-control-regex -- control characters are what is written visibly
    .replace(/[\u0000-\u001f]/g, (char) => JSON.stringify(char).slice(1, -1));
  return { line: before.length, column: (before.at(-1) ?? '').length + 1, reason };
}
