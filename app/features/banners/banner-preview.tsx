import type { CSSProperties } from 'react';
import type { FoundingMember } from '#content/founding-members.ts';
import { PersonAvatar } from '#app/components/person-avatar.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import {
  bannerBrand,
  bannerColors,
  bannerFrame,
  bannerLabel,
  bannerLinkedIn,
  bannerQuote,
  bannerSize,
  bannerText,
  previewLength as length,
  type BannerTextStyle,
} from './banner-design.ts';

const frame = bannerFrame;
const detailsWidth = bannerSize.width - frame.padding - frame.detailsX;

function textStyle(style: BannerTextStyle): CSSProperties {
  return {
    fontSize: length(style.size),
    fontWeight: style.weight,
    lineHeight: length(style.lineHeight),
    letterSpacing: style.letterSpacing ? length(style.letterSpacing) : undefined,
    color: style.color,
  };
}

function at(left: number, top: number, width?: number): CSSProperties {
  return {
    position: 'absolute',
    left: length(left),
    top: length(top),
    width: width === undefined ? undefined : length(width),
  };
}

const glowSize = length(frame.glow.radius * 2);

/**
 * The banner of draw-banner.ts in HTML: the same design scaled to the card's width (every length
 * is a share of the preview's width), so the card shows what the PNG will be.
 */
export function BannerPreview({ member, nameId }: { member: FoundingMember; nameId: string }) {
  return (
    <figure
      aria-label="Banner preview"
      className="@container relative aspect-video overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0"
        style={{
          backgroundImage: `linear-gradient(to bottom right, ${bannerColors.backgroundFrom}, ${bannerColors.backgroundTo})`,
        }}
      />
      <div
        aria-hidden="true"
        className="absolute"
        style={{
          left: length(frame.glow.x - frame.glow.radius),
          top: length(frame.glow.y - frame.glow.radius),
          width: glowSize,
          height: glowSize,
          opacity: bannerColors.glowOpacity,
          backgroundImage: `radial-gradient(closest-side, ${bannerColors.glow}, ${bannerColors.glow}00)`,
        }}
      />

      <p
        className="whitespace-nowrap"
        style={{ ...at(frame.padding, frame.labelTop), ...textStyle(bannerText.label) }}
      >
        {bannerLabel}
      </p>
      <p
        aria-hidden="true"
        className="absolute whitespace-nowrap"
        style={{
          right: length(frame.padding),
          top: length(frame.labelTop),
          ...textStyle(bannerText.brand),
        }}
      >
        {bannerBrand}
      </p>

      <div
        className="rounded-full"
        style={
          {
            ...at(frame.avatar.x, frame.avatar.y),
            width: length(frame.avatar.size),
            height: length(frame.avatar.size),
            boxShadow: `0 0 0 ${length(frame.avatar.ring)} ${bannerColors.avatarRing}`,
            '--banner-initials-size': length(bannerText.initials.size),
            '--banner-avatar-fill': bannerColors.avatarFill,
            '--banner-initials': bannerColors.initials,
          } as CSSProperties
        }
      >
        <PersonAvatar
          name={member.name}
          image={member.image}
          size="full"
          className="text-[length:var(--banner-initials-size)] [&_[data-slot=avatar-fallback]]:bg-(--banner-avatar-fill) [&_[data-slot=avatar-fallback]]:font-bold [&_[data-slot=avatar-fallback]]:text-(color:--banner-initials)"
        />
      </div>

      <h2
        id={nameId}
        className="truncate"
        style={{
          ...at(frame.detailsX, frame.nameTop, detailsWidth),
          ...textStyle(bannerText.name),
        }}
      >
        {member.name}
      </h2>
      <p
        className="truncate"
        style={{
          ...at(frame.detailsX, frame.roleTop, detailsWidth),
          ...textStyle(bannerText.role),
        }}
      >
        {member.role}
      </p>
      <p
        className="truncate"
        style={{
          ...at(frame.detailsX, frame.companyTop, detailsWidth),
          ...textStyle(bannerText.company),
        }}
      >
        {member.company}
      </p>

      <div style={at(frame.padding, frame.quoteTop, frame.quoteWidth)}>
        <blockquote
          className="overflow-hidden break-words"
          style={{
            ...textStyle(bannerText.quote),
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: frame.quoteMaxLines,
          }}
        >
          {bannerQuote(member.quote)}
        </blockquote>
        <p className="flex items-center" style={{ marginTop: length(frame.linkedInGap) }}>
          <Badge
            variant="bare"
            size="bare"
            style={{
              width: length(frame.badgeSize),
              height: length(frame.badgeSize),
              borderRadius: length(frame.badgeRadius),
              backgroundColor: bannerColors.linkedInBadge,
              ...textStyle(bannerText.badge),
            }}
          >
            in
          </Badge>
          <span
            style={{
              marginLeft: length(frame.linkedInTextGap),
              ...textStyle(bannerText.linkedIn),
            }}
          >
            {bannerLinkedIn}
          </span>
        </p>
      </div>
    </figure>
  );
}
