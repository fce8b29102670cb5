/**
 * A route's problems speak HTTP (headers, the query, the request body); a tool's caller sends arguments. The same
 * problem, code and pointers unchanged, in the tool's terms: the Idempotency-Key header is the idempotency_key
 * argument, the body and the query are the tool's arguments. Applied in order; each rule is the wording of one
 * problem the API raises (api/claim-and-run.ts, api/errors.ts, api/validation.ts, contract/errors.ts).
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /Send an Idempotency-Key header with every billable request\./g,
    'Give every paid call an idempotency_key argument: a fresh value (a UUID) for each new request, the same one to retry it.',
  ],
  [/Idempotency-Key header is required/g, 'idempotency_key is required'],
  [/Idempotency-Key header is not valid/g, 'idempotency_key is not valid'],
  [/Idempotency-Key must be /g, 'idempotency_key must be a string of '],
  [/with the same key and body/g, 'with the same idempotency_key and arguments'],
  [/with a different request body/g, 'with different arguments'],
  [/Idempotency-Key/g, 'idempotency_key'],
  [/The (?:request body|query) is not valid/g, 'The tool arguments are not valid'],
  [/The request body exceeds the size limit/g, 'The tool arguments exceed the size limit'],
  [/The request body could not be read/g, 'The tool arguments could not be read'],
  [/The request body is not valid JSON/g, 'The tool arguments are not valid JSON'],
  [/The request body must be JSON/g, 'The tool arguments must be JSON'],
  [/The request body is too large/g, 'The tool arguments are too large'],
  [/request body/g, 'tool arguments'],
];

/** One problem text in the tool's terms. */
export function inToolTerms(text: string): string {
  return RULES.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

/** A problem body with its title and detail in the tool's terms; everything else (code, type, errors) as it was. */
export function problemForTool(problem: Record<string, unknown>): Record<string, unknown> {
  const out = { ...problem };
  for (const field of ['title', 'detail'] as const)
    if (typeof out[field] === 'string') out[field] = inToolTerms(out[field]);
  return out;
}
