const GLOBAL_COPIES = new WeakMap<RegExp, RegExp>();

/** `re` with the g flag (for matchAll and counting matches), compiled once per pattern. */
export function globalOf(re: RegExp): RegExp {
  let g = GLOBAL_COPIES.get(re);
  if (!g) GLOBAL_COPIES.set(re, (g = re.global ? re : new RegExp(re.source, `${re.flags}g`)));
  return g;
}
