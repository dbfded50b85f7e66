import { hash } from '#schemas/shared/stable-hash.ts';

/** How many emblems are drawn by CSS (`.avatar-art` in app/app.css). */
const cssEmblemVariants = 8;

/**
 * An emblem drawn by CSS: one of the variants of `.avatar-art` (a dark brand gradient, a faint
 * diamond and a ring, app/app.css), chosen by `seed`, so the same seed has the same picture
 * everywhere. It fills its nearest positioned box.
 * NOTE: CSS, not the artwork's SVG code (`Emblem`): avatars are on every page, and the home
 * page's JavaScript budget (docs/performance.md) has no room for the drawing code.
 */
export function CssEmblem({ seed }: { seed: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="avatar-art"
      data-variant={hash(`emblem ${seed}`) % cssEmblemVariants}
      className="avatar-art"
    />
  );
}
