import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '#app/lib/notify.ts';
import { useNeedsScripts } from '#app/lib/use-hydrated.ts';
import { bannerNotices } from '#content/banner-notices.ts';
import type { FoundingMember } from '#content/founding-members.ts';
import { Button } from '#app/components/ui/button.tsx';

/** How long the copy button says 'Copied!' (docs/product/screens.md#founding-member-banners). */
const copiedIndicatorMs = 2000;

/** Copies the member's LinkedIn address; says 'Copied!' for two seconds after a copy. */
export function CopyLinkedInButton({ member }: { member: FoundingMember }) {
  const [copied, setCopied] = useState(false);
  const needsScripts = useNeedsScripts();
  const revert = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(revert.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(member.linkedinUrl);
    } catch (error) {
      notify.error(bannerNotices.copyFailed);
      console.error('The LinkedIn URL could not be copied:', error);
      return;
    }
    setCopied(true);
    clearTimeout(revert.current);
    revert.current = setTimeout(() => setCopied(false), copiedIndicatorMs);
    notify.success(bannerNotices.copied);
  }

  return (
    <Button variant="outline" onClick={copy} {...needsScripts}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {/* NOTE: one text node for the name; a space at a box edge gets lost in name computation. */}
      <span className="sr-only">{copied ? 'Copied!' : `Copy LinkedIn URL of ${member.name}`}</span>
      <span aria-hidden="true">{copied ? 'Copied!' : 'Copy LinkedIn'}</span>
    </Button>
  );
}
