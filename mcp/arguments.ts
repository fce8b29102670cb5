import type { FieldError } from '../contract/errors';

/**
 * How deep a tool's arguments may nest (objects and arrays). No tool's schema comes near it (a campaign's brief is
 * three levels); deeper arguments are refused before anything walks them recursively (building the route's query
 * or body would exhaust the stack).
 */
export const MAX_ARGUMENT_DEPTH = 32;

/** An argument's RFC 6901 pointer. */
export const pointerTo = (name: string) => `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The arguments that nest deeper than MAX_ARGUMENT_DEPTH, each named once. Iterative, whatever the depth. */
export function tooDeep(args: Record<string, unknown>): FieldError[] {
  const found: FieldError[] = [];
  for (const [name, value] of Object.entries(args)) {
    const pending: Array<[unknown, number]> = [[value, 1]];
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [node, depth] = next;
      if (node === null || typeof node !== 'object') continue;
      if (depth > MAX_ARGUMENT_DEPTH) {
        found.push({ pointer: pointerTo(name), detail: `nests more than ${MAX_ARGUMENT_DEPTH} levels deep` });
        break;
      }
      for (const child of Object.values(node)) pending.push([child, depth + 1]);
    }
  }
  return found;
}
