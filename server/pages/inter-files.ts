/**
 * The Inter files the pictures are drawn with (the share images, the banner pictures): fontsource's
 * static latin files, one per weight. The site itself serves the variable file.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The path of Inter's latin file at `weight`, as `format` (satori reads woff, Skia woff2). */
export function interFile(weight: number, format: 'woff' | 'woff2'): string {
  return require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.${format}`);
}

/** Whether the latin files hold a code point, from their `unicode-range` in fontsource's CSS. */
export async function interLatinCovers(): Promise<(codePoint: number) => boolean> {
  const css = await readFile(require.resolve('@fontsource/inter/400.css'), 'utf8');
  const face = css
    .split('@font-face')
    .find((block) => block.includes('inter-latin-400-normal.woff2'));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error("No unicode-range for Inter's latin files");
  const spans = range.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}
