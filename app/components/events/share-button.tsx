import { Share2Icon } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/lib/notify.ts';
import { useNeedsScripts } from '#app/lib/use-hydrated.ts';

/**
 * Shares the page: the device's share sheet where there is one (Web Share API), otherwise the
 * address is copied and a notice says so.
 */
export function ShareButton({ title }: { title: string }) {
  const needsScripts = useNeedsScripts();
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closed without sharing: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied', { description: 'Paste it wherever you want to share it.' });
    } catch {
      notify.error('Could not copy the link', { description: url });
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={share} {...needsScripts}>
      <Share2Icon aria-hidden="true" />
      Share
    </Button>
  );
}
