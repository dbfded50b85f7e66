import { useEffect, useRef, useState, type RefObject } from 'react';
import { nextTask } from '#app/lib/next-task.ts';
import { whenNear } from '#app/lib/when-near.ts';
import type { FoundingMember } from '#content/founding-members.ts';
import {
  bannerColors,
  bannerDescription,
  bannerLabel,
  bannerLinkedIn,
  bannerQuote,
} from './banner-design.ts';
import { drawingCode } from './drawing-code.ts';

type WaitingPicture = { box: HTMLElement; draw: () => Promise<void> };
const waiting = new Set<WaitingPicture>();
let drawing = false;

/** Pixels between `box` and the viewport (0 when it shows), then its top and left. */
function placeInView(box: HTMLElement): [number, number, number] {
  const { top, bottom, left } = box.getBoundingClientRect();
  return [Math.max(0, top - window.innerHeight, -bottom), top, left];
}

/** The waiting picture nearest the viewport; of those in view, the first in reading order. */
function nextPicture(): WaitingPicture | undefined {
  const placed = [...waiting].map((picture) => ({ picture, place: placeInView(picture.box) }));
  placed.sort(({ place: a }, { place: b }) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  return placed[0]?.picture;
}

/**
 * Draws the waiting pictures one at a time, the one nearest the viewport first (the reader may
 * have scrolled on since they were queued), each after a task boundary.
 */
async function drawWaiting(): Promise<void> {
  if (drawing) return;
  drawing = true;
  try {
    while (waiting.size > 0) {
      await nextTask();
      const next = nextPicture();
      if (!next) break;
      waiting.delete(next);
      await next.draw();
    }
  } finally {
    drawing = false;
  }
}

/**
 * The banner drawn by draw-banner.ts (the download's own painter) at the box's width in device
 * pixels, once the box comes near the viewport; an object URL of it, revoked on unmount.
 */
function useBannerPicture(box: RefObject<HTMLElement | null>, member: FoundingMember) {
  const [picture, setPicture] = useState<string>();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // NOTE: fetched as the page hydrates: the first pictures need it right after.
    drawingCode.get().catch(() => {});
    let url: string | undefined;
    let gone = false;

    const waitingPicture: WaitingPicture = {
      box: element,
      async draw() {
        try {
          const { drawBannerPreview } = await drawingCode.get();
          // NOTE: a card gone meanwhile has no width to draw at.
          if (gone) return;
          const blob = await drawBannerPreview(member, element.clientWidth * devicePixelRatio);
          if (gone) return;
          url = URL.createObjectURL(blob);
          setPicture(url);
        } catch (error) {
          // The box keeps the banner's gradient and the text alternative; the download reports
          // its own failure.
          console.error('The banner preview could not be drawn:', error);
        }
      },
    };
    // Half a screen ahead, so a picture is usually ready when its card scrolls in.
    const stopWatching = whenNear(element, '50% 0px', () => {
      waiting.add(waitingPicture);
      void drawWaiting();
    });

    return () => {
      gone = true;
      stopWatching();
      waiting.delete(waitingPicture);
      if (url) URL.revokeObjectURL(url);
      setPicture(undefined);
    };
  }, [box, member]);

  return picture;
}

/**
 * The card's picture of the banner. Until it is drawn the 16:9 box shows the banner's background
 * (without JavaScript, with the banner's words); its text alternative says everything the banner
 * says.
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
      {picture ? <img src={picture} alt="" decoding="async" className="size-full" /> : null}
      {/* Without JavaScript there is no picture: the banner's words, legible, in its place
          (every page can be read without JavaScript:
          docs/product/rules.md#reading-without-javascript). */}
      <noscript>
        <div
          className="flex size-full flex-col justify-center gap-1.5 overflow-hidden p-4 text-xs"
          style={{ color: bannerColors.quote }}
        >
          <p className="font-semibold tracking-widest" style={{ color: bannerColors.label }}>
            {bannerLabel}
          </p>
          <p className="font-medium" style={{ color: bannerColors.role }}>
            {member.role}, {member.company}
          </p>
          <p className="line-clamp-4">{bannerQuote(member.quote)}</p>
          <p className="font-semibold">{bannerLinkedIn}</p>
        </div>
      </noscript>
    </div>
  );
}
