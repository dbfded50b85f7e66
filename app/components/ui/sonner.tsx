import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useThemePreference } from '#app/lib/theme.ts';

/**
 * The site's single notice area: 1 visible, bottom-right, Alt+T
 * (docs/product/notices-and-errors.md#the-notice-area).
 */
export function Toaster(props: ToasterProps) {
  const theme = useThemePreference();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      visibleToasts={1}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      className="toaster group"
      style={
        {
          // sonner sets a system font stack of its own; the notices speak in the site's font.
          fontFamily: 'var(--font-sans)',
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
