import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';
import { cn } from '#app/lib/cn.ts';

type Handler = (...args: unknown[]) => void;

function assignRef(ref: unknown, value: unknown) {
  if (typeof ref === 'function') ref(value);
  else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = value;
}

/**
 * `asChild`: renders its one child element with the slot's props merged in. Class names are
 * joined, styles merged, both event handlers called (the child's first), both refs set; for any
 * other prop the child's value wins. It stands in for Radix's Slot (docs/decisions/013).
 */
export function Slot({
  children,
  ...slotProps
}: {
  children?: ReactNode;
  [prop: string]: unknown;
}) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (childValue === undefined) continue;
    if (name === 'className') merged[name] = cn(slotValue as string, childValue as string);
    else if (name === 'style')
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'ref') {
      merged[name] = (value: unknown) => {
        assignRef(slotValue, value);
        assignRef(childValue, value);
      };
    } else if (/^on[A-Z]/.test(name) && typeof slotValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
      };
    }
  }
  return cloneElement(children, merged as { ref?: Ref<unknown> });
}
