import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import { bannerMembers } from '#content/founding-members.ts';
import { bannerPicturePath, bannerPictureWidths } from '#app/features/banners/banner-design.ts';
import { writeBannerPictures } from './banner-pictures.ts';

let client: string | undefined;
afterEach(async () => {
  if (client) await rm(client, { recursive: true, force: true });
  client = undefined;
});

/** A built site's stand-in: the public files (for the portraits) are read from `public/`. */
async function builtSite() {
  client = await mkdtemp(path.join(tmpdir(), 'banner-pictures-'));
  return client;
}

describe('banner pictures drawn at build', () => {
  it('writes each member at every width, 16:9, as WebP', async () => {
    const site = await builtSite();
    const members = [bannerMembers[0]!, bannerMembers.at(-1)!];
    await writeBannerPictures(site, members, { publicDir: 'public' });
    const written = await readdir(path.join(site, 'images', 'banners'));
    expect(written).toHaveLength(members.length * bannerPictureWidths.length);
    for (const member of members) {
      for (const width of bannerPictureWidths) {
        const file = await readFile(path.join(site, bannerPicturePath(member, width)));
        expect(file.subarray(8, 12).toString('ascii')).toBe('WEBP');
        const image = await loadImage(file);
        expect([image.width, image.height]).toEqual([width, Math.floor((width * 675) / 1200)]);
      }
    }
  });

  it('stops the build for a character the font files lack, rather than draw it in another font', async () => {
    const site = await builtSite();
    const member = { ...bannerMembers[0]!, name: 'Łucja Nowak' };
    await expect(writeBannerPictures(site, [member], { publicDir: 'public' })).rejects.toThrow(
      /Łucja Nowak's banner needs Ł/,
    );
  });

  it('stops the build for a portrait that is not there', async () => {
    const site = await builtSite();
    const member = { ...bannerMembers[0]!, image: '/images/members/nobody.svg' };
    await expect(writeBannerPictures(site, [member], { publicDir: 'public' })).rejects.toThrow(
      /nobody\.svg/,
    );
  });
});
