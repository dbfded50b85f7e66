import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#app/components/ui/dropdown-menu.tsx';
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

export function ThemeToggle() {
  const preference = useThemePreference();
  return (
    // Not modal: a modal menu locks scrolling with an injected <style>, which the CSP refuses.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Change theme (${optionLabels[preference]})`}
        >
          {/* Both icons render; CSS picks one, so the prerendered HTML never mismatches. */}
          <SunIcon className="dark:hidden" aria-hidden="true" />
          <MoonIcon className="hidden dark:block" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={preference}
          onValueChange={(value) => setThemePreference(value as ThemePreference)}
        >
          {themePreferences.map((option) => {
            const Icon = optionIcons[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {optionLabels[option]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
