import { useState } from 'react';
import { initials } from '#content/people.ts';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  type AvatarSize,
} from '#app/components/ui/avatar.tsx';
import { CssEmblem } from '#app/components/art/css-emblem.tsx';

/** Portraits (public/images/members) are square files drawn at this size; CSS sets the shown size. */
const portraitSize = 96;

/**
 * A portrait when there is one (and it loads), otherwise the person's initials on their own
 * emblem (the brand artwork's small composition, seeded by the name: the same picture for the
 * same person on every page).
 */
export function PersonAvatar({
  name,
  image,
  size,
}: {
  name: string;
  image?: string;
  size?: AvatarSize;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Avatar size={size}>
      {image && !failed ? (
        <AvatarImage
          src={image}
          alt={name}
          width={portraitSize}
          height={portraitSize}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          // NOTE: an image that failed before hydration fired its error event before React listened.
          ref={(element) => {
            if (element?.complete && element.naturalWidth === 0) setFailed(true);
          }}
        />
      ) : (
        <AvatarFallback aria-label={name} tone="onArt">
          <CssEmblem seed={name} />
          <span className="relative">{initials(name)}</span>
        </AvatarFallback>
      )}
    </Avatar>
  );
}
