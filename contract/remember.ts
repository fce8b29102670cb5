/**
 * A pure function of a string, remembered: the copy engine asks for the same strings' forms thousands of times a
 * request (its phrase banks, the brief's clauses, each draft line as the guards re-read it), decision 034. What is
 * kept is bounded: strings over `maxLength` are not kept, and past `maxChars` kept the memory starts again.
 */
export function rememberedByString<T>(
  compute: (text: string) => T,
  { maxLength = 2000, maxChars = 2_000_000 } = {},
): (text: string) => T {
  const known = new Map<string, T>();
  let chars = 0;
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined) return hit;
    const value = compute(text);
    if (text.length <= maxLength) {
      if (chars + text.length > maxChars) {
        known.clear();
        chars = 0;
      }
      known.set(text, value);
      chars += text.length;
    }
    return value;
  };
}
