/**
 * JSON.parse turns every number into a double, so an integer id beyond 2^53 loses digits (the messaging platform
 * sends `message_template_id` as a bare number). This rewrites the raw text so that the number values of the
 * named keys become strings with every digit kept, then parses it. Strings, other keys and the structure are left
 * exactly as they are; text that is not JSON still fails to parse.
 */
export function parseWithExactIds(raw: string, keys: ReadonlySet<string>): unknown {
  return JSON.parse(quoteNumbersOf(raw, keys));
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** The raw text with the number values of `keys` quoted; everything else byte for byte. */
export function quoteNumbersOf(raw: string, keys: ReadonlySet<string>): string {
  let out = '';
  let i = 0;
  let lastString: string | null = null; // the last complete string token
  let valueOf: string | null = null; // the key whose value comes next (set by ':')
  while (i < raw.length) {
    const c = raw[i]!;
    if (c === '"') {
      // A string token: copy it whole, escapes included, and remember its value (keys are plain enough to need
      // no unescaping beyond JSON.parse of the token itself).
      let j = i + 1;
      while (j < raw.length && raw[j] !== '"') j += raw[j] === '\\' ? 2 : 1;
      const token = raw.slice(i, j + 1);
      try {
        lastString = JSON.parse(token) as string;
      } catch {
        lastString = null;
      }
      out += token;
      i = j + 1;
      valueOf = null;
      continue;
    }
    if (c === ':') {
      valueOf = lastString;
      lastString = null;
      out += c;
      i += 1;
      continue;
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(raw);
      const number = match?.[0] ?? c;
      out += valueOf !== null && keys.has(valueOf) && match ? `"${number}"` : number;
      i += number.length;
      valueOf = null;
      lastString = null;
      continue;
    }
    if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') {
      valueOf = null;
      lastString = null;
    }
    out += c;
    i += 1;
  }
  return out;
}
