import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. NOTE: no tailwind-merge, so two classes for one property do not override
 * each other by order: a component offers a variant instead, and tests/e2e/class-conflicts.spec.ts
 * fails on any element carrying a conflict (docs/decisions/011-no-tailwind-merge-in-the-browser.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
