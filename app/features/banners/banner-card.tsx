import { useId } from 'react';
import type { FoundingMember } from '#content/founding-members.ts';
import { BannerPreview } from './banner-preview.tsx';
import { CopyLinkedInButton } from './copy-linkedin-button.tsx';
import { DownloadBannerButton } from './download-banner-button.tsx';

/** A founding member's banner: its preview, a copy of their LinkedIn address and the PNG. */
export function BannerCard({ member }: { member: FoundingMember }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm"
    >
      <BannerPreview member={member} nameId={nameId} />
      <div className="flex flex-wrap justify-end gap-2 p-4">
        <CopyLinkedInButton member={member} />
        <DownloadBannerButton member={member} />
      </div>
    </article>
  );
}
