import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * A fake camera for Chromium (`--use-file-for-fake-video-capture`): a Y4M file of a few frames
 * showing one QR image, as a guest holds her confirmation mail up to the door's phone.
 */
const width = 640;
const height = 480;
const frames = 5;

/** Chromium's flags that make a file the camera, and accept its use without asking. */
export function fakeCameraFlags(file: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/** Writes `file` as frames of the QR image of `text` on white (4:2:0, grey: no colour). */
export async function writeQrCamera(file: string, text: string): Promise<void> {
  const qr = await QRCode.toBuffer(text, { width: 360, margin: 4 });
  const luma = await sharp(qr)
    .resize(width, height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  if (luma.length !== width * height) throw new Error('The QR image is not one grey plane');
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/** A camera showing no code at all (the file must exist when the browser starts). */
export function writeBlankCamera(file: string): void {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([
    Buffer.from('FRAME\n'),
    Buffer.alloc(width * height, 235),
    Buffer.alloc((width / 2) * (height / 2) * 2, 128),
  ]);
  writeFileSync(file, Buffer.concat([header, frame]));
}
