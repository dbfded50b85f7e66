import { DownloadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { notify } from '#app/lib/notify.ts';
import { useNeedsScripts } from '#app/lib/use-hydrated.ts';
import { bannerNotices } from '#content/banner-notices.ts';
import type { FoundingMember } from '#content/founding-members.ts';
import { Button } from '#app/components/ui/button.tsx';
import { bannerFileName } from './banner-design.ts';

/** Draws the member's banner in the browser and downloads it as a PNG. */
export function DownloadBannerButton({ member }: { member: FoundingMember }) {
  const [drawing, setDrawing] = useState(false);
  const needsScripts = useNeedsScripts();
  const busy = useRef(false);

  async function download() {
    if (busy.current) return;
    busy.current = true;
    setDrawing(true);
    try {
      // The canvas and saving code are not in the page's first view: they load with the first
      // download only.
      const [{ drawBanner }, { saveFile }] = await Promise.all([
        import('./draw-banner.ts'),
        import('#app/features/downloads/save-file.ts'),
      ]);
      saveFile(await drawBanner(member), bannerFileName(member.name));
      notify.success(bannerNotices.downloaded(member.name));
    } catch (error) {
      notify.error(bannerNotices.downloadFailed);
      console.error('The banner could not be drawn:', error);
    } finally {
      busy.current = false;
      setDrawing(false);
    }
  }

  return (
    <Button onClick={download} aria-busy={drawing || undefined} {...needsScripts}>
      <DownloadIcon aria-hidden="true" />
      <span className="sr-only">{`Download Banner of ${member.name}`}</span>
      <span aria-hidden="true">Download Banner</span>
    </Button>
  );
}
