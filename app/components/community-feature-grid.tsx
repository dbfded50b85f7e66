import {
  CalendarHeartIcon,
  MessagesSquareIcon,
  UsersRoundIcon,
  type LucideIcon,
} from 'lucide-react';
import type { CommunityFeature, FeatureIcon } from '#content/community.ts';

const icons: Record<FeatureIcon, LucideIcon> = {
  conversation: MessagesSquareIcon,
  calendar: CalendarHeartIcon,
  collaboration: UsersRoundIcon,
};

/** What members find inside the community, one block per feature. */
export function CommunityFeatureGrid({ features }: { features: readonly CommunityFeature[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {features.map((feature) => {
        const Icon = icons[feature.icon];
        return (
          <li
            key={feature.title}
            className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 text-muted-foreground">{feature.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
