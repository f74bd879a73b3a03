/**
 * A pure function of one text that remembers its last few results. A filing's events read the same
 * texts several times (each event's headline options, its summary, the grounding of a notes total),
 * and each read splits and filters tens of thousands of characters again; the enrich path is
 * synchronous, so a small module-level memory serves one filing at a time and holds at most `size`
 * texts. Results are shared between callers: they must not be mutated (arrays are frozen).
 */
export function recentTexts<T>(size: number, fn: (text: string) => T): (text: string) => T {
  const memory = new Map<string, T>();
  return (text: string) => {
    const hit = memory.get(text);
    if (hit !== undefined) return hit;
    const value = fn(text);
    if (Array.isArray(value)) Object.freeze(value);
    memory.set(text, value);
    if (memory.size > size) memory.delete(memory.keys().next().value!);
    return value;
  };
}
