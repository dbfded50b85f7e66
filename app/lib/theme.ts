import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';

export const themePreferences: readonly ThemePreference[] = ['light', 'dark', 'system'];

const storageKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

/** The attribute on <html> naming the stored choice (`system` when there is none). */
export const themeChoiceAttribute = 'data-theme';

/**
 * Runs inline in <head> before first paint so the page never flashes the wrong theme: it sets
 * `dark` or `light` on <html> (app/app.css) and names the choice in {@link themeChoiceAttribute},
 * which the theme menu marks (it opens before hydration). Without scripts none is set and the
 * stylesheet follows the system's setting.
 * NOTE: keep it a fixed string: the Content-Security-Policy allows it by its hash.
 */
export const themeScript = `(function(){try{var p=localStorage.getItem('${storageKey}');var d=p==='dark'||(p!=='light'&&matchMedia('${darkQuery}').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.classList.toggle('light',!d);e.setAttribute('${themeChoiceAttribute}',p==='dark'||p==='light'?p:'system')}catch(_){}})()`;

function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.includes(value as ThemePreference);
}

function readPreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function applyPreference(preference: ThemePreference): void {
  const dark =
    preference === 'dark' || (preference === 'system' && window.matchMedia(darkQuery).matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.setAttribute(themeChoiceAttribute, preference);
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(darkQuery);
  const onSystemChange = () => applyPreference(readPreference());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return;
    applyPreference(readPreference());
    notify();
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  // The system setting may have changed between the inline script and hydration.
  onSystemChange();
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(storageKey, preference);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  applyPreference(preference);
  notify();
}

/** The stored choice; 'system' while prerendering and before hydration. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readPreference, () => 'system');
}
