import { UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';

/**
 * `Several events` (the address's `multi=1`): only the people who applied to more than one event
 * (docs/product/screens.md#the-address-selection-and-people-of-several-events); the line above the
 * button says so, and describes it to screen readers.
 */
export function SeveralEventsFilter({
  pressed,
  onToggle,
}: {
  pressed: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="grid max-w-52 gap-2">
      <p id={id} className="text-sm leading-tight text-muted-foreground">
        People who applied to more than one event
      </p>
      <Button
        variant={pressed ? 'default' : 'outline'}
        aria-pressed={pressed}
        aria-describedby={id}
        onClick={onToggle}
        className="h-10 justify-self-start"
      >
        <UsersIcon aria-hidden="true" />
        Several events
      </Button>
    </div>
  );
}
