/**
 * FNV-1a: a stable 32-bit number from a string, the same on every machine. Apart from the artwork
 * (schemas/artwork/artwork.ts) so what needs only the number (the avatars' CSS emblems, on every
 * page) loads none of the drawing code.
 */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
