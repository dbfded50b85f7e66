import {
  CalendarHeartIcon,
  MessagesSquareIcon,
  UsersRoundIcon,
  type LucideIcon,
} from 'lucide-react';
import type { CommunityFeature, FeatureIcon } from '#content/community.ts';
import { IconCardGrid } from '#app/components/common/icon-card-grid.tsx';

const icons: Record<FeatureIcon, LucideIcon> = {
  conversation: MessagesSquareIcon,
  calendar: CalendarHeartIcon,
  collaboration: UsersRoundIcon,
};

/** What members find inside the community, one block per feature. */
export function CommunityFeatureGrid({ features }: { features: readonly CommunityFeature[] }) {
  return (
    <IconCardGrid items={features.map((feature) => ({ ...feature, icon: icons[feature.icon] }))} />
  );
}
