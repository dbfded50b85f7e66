import { CircleIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from '#app/lib/use-dismiss.ts';
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

/**
 * A menu of three radio items (WAI-ARIA menu button pattern): Enter, Space or ArrowDown opens it
 * on the chosen option, arrows/Home/End move, Escape closes and returns focus to the button, and
 * a click elsewhere or Tab closes it.
 * NOTE: plain React and CSS positioning, not Radix/Floating UI: this sits on every page's first
 * view, and the JavaScript budget (docs/performance.md) has no room for a menu library.
 */
export function ThemeToggle() {
  const preference = useThemePreference();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { container, button, dismissProps, closeToButton } = useDismiss(open, setOpen);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // The item to focus once the menu has rendered open.
  const focusOnOpen = useRef<number | null>(null);

  useEffect(() => {
    if (open && focusOnOpen.current !== null) itemRefs.current[focusOnOpen.current]?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const openAt = (index: number) => {
    if (open) {
      itemRefs.current[index]?.focus();
      return;
    }
    focusOnOpen.current = index;
    setOpen(true);
  };
  const choose = (option: ThemePreference) => {
    setThemePreference(option);
    closeToButton();
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
    // Escape closes from the button too (a menu opened by pointer leaves focus there); focus
    // leaving the control (Tab from the button or an item) closes the menu.
    <div ref={container} className="relative" {...dismissProps}>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={`Change theme (${optionLabels[preference]})`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onButtonKeyDown}
        onClick={(event) => {
          // A keyboard click (Enter/Space, detail 0) lands on the chosen option, as a menu button should.
          if (open) setOpen(false);
          else if (event.detail === 0) openAt(checkedIndex);
          else setOpen(true);
        }}
      >
        {/* Both icons render; CSS picks one, so the prerendered HTML never mismatches. */}
        <SunIcon className="dark:hidden" aria-hidden="true" />
        <MoonIcon className="hidden dark:block" aria-hidden="true" />
      </Button>
      <div
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-1 min-w-[8rem] rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
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
                tabIndex={-1}
                onClick={() => choose(option)}
                className="relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden select-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0"
              >
                <span className="absolute left-2 flex size-3.5 items-center justify-center">
                  {checked && <CircleIcon className="size-2 fill-current" aria-hidden="true" />}
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
