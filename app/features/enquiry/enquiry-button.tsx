import type { ComponentProps } from 'react';
import { Button } from '#app/components/ui/button.tsx';

/**
 * A button whose action SPEC.md leaves "not shown" (summit, hackathon, mentorship, report survey).
 * DECISIONS.md: it opens the short enquiry form, pre-tagged with what was clicked (`tag`, e.g.
 * `summit:ticket:vip`). The dialog is wired in by the forms feature; every such button goes
 * through this component so that happens in one place.
 */
export function EnquiryButton({
  tag,
  ...props
}: { tag: string } & Omit<ComponentProps<typeof Button>, 'asChild' | 'onClick' | 'type'>) {
  return <Button type="button" data-enquiry-tag={tag} {...props} />;
}
