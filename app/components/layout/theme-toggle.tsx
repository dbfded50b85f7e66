import { CircleIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { cn } from '#app/lib/cn.ts';
import { useNeedsScripts } from '#app/lib/use-hydrated.ts';
import { usePopover } from '#app/lib/use-popover.ts';
import { Button } from '#app/components/ui/button.tsx';
import {
  setThemePreference,
  themePreferences,
  useThemePreference,
  type ThemePreference,
} from '#app/lib/theme.ts';

const optionLabels: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

const optionIcons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

// The dot marks the choice named on <html> (`themeChoiceAttribute`, set before the first paint),
// so the menu is right before hydration too.
const choiceDotClass: Record<ThemePreference, string> = {
  light: 'in-data-[theme=light]:visible',
  dark: 'in-data-[theme=dark]:visible',
  system: 'in-data-[theme=system]:visible',
};

/**
 * A menu of three radio items (WAI-ARIA menu button pattern) on a native popover
 * (app/lib/use-popover.ts), so a click opens it before the scripts arrive. Once hydrated: Enter,
 * Space or ArrowDown opens it on the chosen option, arrows/Home/End move, Escape closes and
 * returns focus to the button, and a click elsewhere or Tab closes it.
 * NOTE: plain React and CSS positioning, not Radix/Floating UI: this sits on every page's first
 * view, and the JavaScript budget (docs/performance.md) has no room for a menu library.
 */
export function ThemeToggle() {
  const preference = useThemePreference();
  const panelId = useId();
  const menuId = `${panelId}-menu`;
  const { open, isOpen, show, hide, button, panelProps, holderProps } = usePopover();
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // A choice made before hydration waits for the app, and is made then.
  const needsScripts = useNeedsScripts();

  const openAt = (index: number) => {
    show();
    itemRefs.current[index]?.focus();
  };
  const choose = (option: ThemePreference) => {
    setThemePreference(option);
    hide();
    button.current?.focus();
  };

  const checkedIndex = themePreferences.indexOf(preference);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? checkedIndex : themePreferences.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = itemRefs.current;
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    const last = items.length - 1;
    const moveTo: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moveTo) {
      event.preventDefault();
      items[moveTo[event.key]!]?.focus();
    }
  };

  return (
    // Focus leaving the control (Tab from the button or an item) closes the menu. Without
    // scripts it is not shown: a choice could not be kept, and the theme follows the system.
    <div className="noscript:hidden" {...holderProps}>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        popoverTarget={panelId}
        aria-label={`Change theme (${optionLabels[preference]})`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onButtonKeyDown}
        onClick={(event) => {
          // A keyboard click (Enter/Space, detail 0) lands on the chosen option, as a menu button
          // should; any other click is the browser's own toggle.
          if (event.detail !== 0 || isOpen()) return;
          event.preventDefault();
          openAt(checkedIndex);
        }}
      >
        {/* Both icons render; CSS picks one, so the prerendered HTML never mismatches. */}
        <SunIcon className="dark:hidden" aria-hidden="true" />
        <MoonIcon className="hidden dark:block" aria-hidden="true" />
      </Button>
      <div
        id={panelId}
        {...panelProps}
        className="popover-below-end mt-1 min-w-[8rem] rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <div
          id={`${menuId}-label`}
          className="px-2 py-1.5 text-xs font-medium text-muted-foreground"
        >
          Theme
        </div>
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={`${menuId}-label`}
          onKeyDown={onMenuKeyDown}
        >
          {themePreferences.map((option, index) => {
            const Icon = optionIcons[option];
            const checked = option === preference;
            return (
              <button
                key={option}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                {...needsScripts}
                tabIndex={-1}
                onClick={() => choose(option)}
                className="relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden select-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0"
              >
                <span className="absolute left-2 flex size-3.5 items-center justify-center">
                  <CircleIcon
                    className={cn('invisible size-2 fill-current', choiceDotClass[option])}
                    aria-hidden="true"
                  />
                </span>
                <Icon className="size-4" aria-hidden="true" />
                {optionLabels[option]}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
