import { useId } from 'react';
import type { FoundingMember } from '#content/founding-members.ts';
import { BannerPreview } from './banner-preview.tsx';
import { CopyLinkedInButton } from './copy-linkedin-button.tsx';
import { DownloadBannerButton } from './download-banner-button.tsx';

/** A founding member's banner: its picture, a copy of their LinkedIn address and the PNG. */
export function BannerCard({
  member,
  pictureSizes,
  inFirstView,
}: {
  member: FoundingMember;
  /** The card's width in its grid, as an `<img sizes>`. */
  pictureSizes: string;
  /** In the page's first view: its picture loads at once, not when scrolled near. */
  inFirstView: boolean;
}) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm"
    >
      <BannerPreview member={member} sizes={pictureSizes} eager={inFirstView} />
      {/* NOTE: stacked on a phone, where a name and the buttons seldom share a row: a row
          they only sometimes share could break anew when the web font arrives (a shift). */}
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <h2 id={nameId} className="text-lg font-semibold sm:mr-auto">
          {member.name}
        </h2>
        <div className="flex flex-wrap gap-2">
          <CopyLinkedInButton member={member} />
          <DownloadBannerButton member={member} />
        </div>
      </div>
    </article>
  );
}
