import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * What a QR image shows, read from its pixels: its modules (dark or light), row by row, without
 * the quiet zone. Read back with sharp, so a test can tell what an image in a mail encodes
 * whatever zlib compressed it with: compare with {@link qrModulesOf} of the text it should hold.
 */
export async function modulesInImage(png: Buffer): Promise<boolean[][]> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dark = (x: number, y: number) => data[y * info.width + x]! < 128;
  // The top-left finder pattern's first pixel, and its first row: seven modules wide.
  let top = -1;
  let left = -1;
  for (let y = 0; y < info.height && top < 0; y++) {
    for (let x = 0; x < info.width; x++) {
      if (dark(x, y)) {
        top = y;
        left = x;
        break;
      }
    }
  }
  if (top < 0) throw new Error('no dark pixel: not a QR image');
  let run = 0;
  while (dark(left + run, top)) run++;
  const pixels = run / 7;
  const size = Math.round((info.width - 2 * left) / pixels);
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) =>
      dark(Math.floor(left + (column + 0.5) * pixels), Math.floor(top + (row + 0.5) * pixels)),
    ),
  );
}

/** The modules of `text`'s QR symbol at error correction M, as the mail makes it. */
export function qrModulesOf(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
  );
}

/** Modules as lines of text, two characters each: a QR image a golden file can show. */
export function modulesAsText(modules: readonly (readonly boolean[])[]): string {
  return modules.map((row) => row.map((isDark) => (isDark ? '██' : '  ')).join('')).join('\n');
}
