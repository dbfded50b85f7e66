import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FoundingMember } from '#content/founding-members.ts';
import { bannerColors, bannerDescription, bannerPictureSize } from './banner-design.ts';

/** One drawing at a time: the pictures near the viewport are drawn one after another. */
let drawing: Promise<unknown> = Promise.resolve();
function drawInTurn<T>(draw: () => Promise<T>): Promise<T> {
  const turn = drawing.then(
    // A task of its own for each picture, so input is handled between two of them.
    () => new Promise((resolve) => setTimeout(resolve)),
  );
  const result = turn.then(draw);
  drawing = result.catch(() => {});
  return result;
}

/**
 * The banner drawn by draw-banner.ts (the download's own painter) at the box's width in device
 * pixels, once the box comes near the viewport; an object URL of it, revoked on unmount.
 */
function useBannerPicture(box: RefObject<HTMLElement | null>, member: FoundingMember) {
  const [picture, setPicture] = useState<{ url: string; width: number; height: number }>();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let url: string | undefined;
    let cancelled = false;

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        drawInTurn(async () => {
          if (cancelled) return;
          // The canvas code loads with the first picture, not with the page.
          const { drawBannerPreview } = await import('./draw-banner.ts');
          // NOTE: checked again: a card gone during the import has no width to draw at.
          if (cancelled) return;
          const size = bannerPictureSize(element.clientWidth * devicePixelRatio);
          const blob = await drawBannerPreview(member, size.width);
          if (cancelled) return;
          url = URL.createObjectURL(blob);
          setPicture({ url, width: size.width, height: size.height });
        }).catch((error: unknown) => {
          // The box keeps the banner's gradient and the text alternative; the download reports
          // its own failure.
          console.error('The banner preview could not be drawn:', error);
        });
      },
      // Half a screen ahead, so a picture is usually ready when its card scrolls in.
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);

    return () => {
      cancelled = true;
      observer.disconnect();
      if (url) URL.revokeObjectURL(url);
      setPicture(undefined);
    };
  }, [box, member]);

  return picture;
}

/**
 * The card's picture of the banner. Until it is drawn (or without JavaScript) the 16:9 box shows
 * the banner's background; its text alternative says everything the banner says.
 */
export function BannerPreview({ member }: { member: FoundingMember }) {
  const box = useRef<HTMLDivElement>(null);
  const picture = useBannerPicture(box, member);
  return (
    <div
      ref={box}
      role="img"
      aria-label={bannerDescription(member)}
      className="aspect-video"
      style={{
        backgroundImage: `linear-gradient(to bottom right, ${bannerColors.backgroundFrom}, ${bannerColors.backgroundTo})`,
      }}
    >
      {picture ? (
        <img
          src={picture.url}
          alt=""
          decoding="async"
          width={picture.width}
          height={picture.height}
          className="size-full"
        />
      ) : null}
    </div>
  );
}
