// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconData } from './lucide-icon.tsx';

// NOTE: the unit tests' lucide-react keeps its own runtime (bundling its ES modules here costs
// about 17 s a file); tests/e2e/first-view-code.spec.ts checks the browser build uses this one.
// Shaped as lucide's icon modules describe an icon.
const target: IconData = {
  name: 'target',
  node: [
    ['circle', { cx: '12', cy: '12', r: '10', key: 'a' }],
    ['path', { d: 'M12 6v12', key: 'b' }],
  ],
};
const TargetIcon = createLucideIcon(target);
const XIcon = createLucideIcon({ name: 'x', node: [['path', { d: 'M18 6 6 18', key: 'a' }]] });

describe("the site's icon runtime", () => {
  it("draws lucide's SVG with its default attributes, the icon's class and the given class", () => {
    const { container } = render(<TargetIcon className="size-4" data-testid="icon" />);
    const svg = container.querySelector('svg')!;
    expect(Object.fromEntries([...svg.attributes].map((a) => [a.name, a.value]))).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '24',
      height: '24',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
      class: 'lucide lucide-target size-4',
      'data-testid': 'icon',
    });
    expect(svg.innerHTML).toBe(
      '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v12"></path>',
    );
  });

  it('is decorative unless it is named', () => {
    const { container } = render(
      <>
        <XIcon />
        <XIcon aria-label="Close" />
      </>,
    );
    const [plain, named] = container.querySelectorAll('svg');
    expect(plain!.getAttribute('aria-hidden')).toBe('true');
    expect(plain!.getAttribute('class')).toBe('lucide lucide-x');
    expect(named!.hasAttribute('aria-hidden')).toBe(false);
    expect(named!.getAttribute('aria-label')).toBe('Close');
  });
});
