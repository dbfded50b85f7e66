import type { FoundingMember } from '#content/founding-members.ts';
import {
  bannerColors,
  bannerDescription,
  bannerPicturePath,
  bannerPictureWidths,
  bannerSize,
} from './banner-design.ts';

/**
 * The card's picture of the banner, drawn at build by the download's own painter
 * (scripts/banner-pictures.ts): a plain image, shown with or without JavaScript. Until it loads
 * the 16:9 box shows the banner's background; its text alternative says everything the banner
 * says. `sizes` is the card's width in the page's grid; `eager` for the cards of the first view.
 */
export function BannerPreview({
  member,
  sizes,
  eager,
}: {
  member: FoundingMember;
  sizes: string;
  eager: boolean;
}) {
  const widest = bannerPictureWidths.at(-1)!;
  return (
    <div
      role="img"
      aria-label={bannerDescription(member)}
      className="aspect-video"
      style={{
        backgroundImage: `linear-gradient(to bottom right, ${bannerColors.backgroundFrom}, ${bannerColors.backgroundTo})`,
      }}
    >
      <img
        src={bannerPicturePath(member, widest)}
        srcSet={bannerPictureWidths
          .map((width) => `${bannerPicturePath(member, width)} ${width}w`)
          .join(', ')}
        sizes={sizes}
        width={bannerSize.width}
        height={bannerSize.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        // NOTE: decoded with the frame that first shows them, so a first-view picture paints
        // with the page rather than a frame later (the page's largest paint).
        decoding={eager ? 'sync' : 'async'}
        className="size-full"
      />
    </div>
  );
}
