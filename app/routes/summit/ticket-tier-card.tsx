import { formatPrice, type TicketTier } from '#content/ticket-tiers.ts';
import { CheckList } from '#app/components/common/check-list.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { EnquiryButton } from '#app/features/enquiry/enquiry-button.tsx';
import { cn } from '#app/lib/cn.ts';

/** One summit ticket: price, perks and a 'Select Ticket' enquiry tagged with the tier. */
export function TicketTierCard({ tier }: { tier: TicketTier }) {
  const headingId = `ticket-${tier.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 text-card-foreground',
        tier.popular ? 'border-primary shadow-lg ring-1 ring-primary' : 'shadow-sm',
      )}
    >
      {tier.popular ? (
        <Badge size="lg" className="absolute -top-3 left-1/2 -translate-x-1/2">
          Most Popular
        </Badge>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold">
        {tier.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{tier.summary}</p>
      <p className="mt-5 text-4xl font-bold tracking-tight">{formatPrice(tier.price)}</p>
      <CheckList items={tier.perks} className="mt-6 flex-1 text-sm" />
      <EnquiryButton
        tag={`summit:ticket:${tier.id}`}
        dialogTitle={`Select Ticket: ${tier.name}`}
        variant={tier.popular ? 'default' : 'outline'}
        className="mt-8 w-full"
      >
        Select Ticket<span className="sr-only"> ({tier.name})</span>
      </EnquiryButton>
    </article>
  );
}
