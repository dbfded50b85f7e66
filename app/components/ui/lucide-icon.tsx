import { createElement, type SVGProps } from 'react';

/** One icon's drawing, as each `lucide-react/icons/NAME` module describes it. */
export type IconData = {
  name: string;
  node: readonly (readonly [tag: string, attributes: Record<string, string>])[];
};

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The site's icon runtime, swapped in for lucide-react's own `createLucideIcon` by
 * `lucideIconRuntime` (vite.config.ts; docs/decisions/014). It draws the same SVG as lucide with
 * its defaults, which are all the site uses: no icon context, no size, colour or stroke props.
 * An icon is decorative (hidden from assistive technology) unless it is given a name.
 */
export default function createLucideIcon({ name, node }: IconData) {
  return function LucideIcon({ className, ...props }: IconProps) {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : 'true'}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {node.map(([tag, attributes]) => createElement(tag, attributes))}
      </svg>
    );
  };
}
