import { Button } from '#app/components/ui/button.tsx';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { joinCommunityLink } from '#content/navigation.ts';
import type { ComponentProps } from 'react';

/** Opens the external chat-workspace invitation in a new tab. */
export function JoinCommunityButton({
  label = joinCommunityLink.label,
  ...props
}: { label?: string } & Omit<ComponentProps<typeof Button>, 'asChild' | 'children'>) {
  return (
    <Button asChild {...props}>
      <ExternalLink href={joinCommunityLink.href}>{label}</ExternalLink>
    </Button>
  );
}
