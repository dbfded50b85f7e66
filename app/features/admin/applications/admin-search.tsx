import { SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';

const searchDelayMs = 250;

/**
 * The search box of a table view. The text is the address's `q`
 * (app/features/admin/shared/admin-params.ts); what is typed goes there once typing pauses.
 * Remounted (by its `key`) when back or forward shows another address, so it shows that address's
 * search.
 */
export function AdminSearch({
  id,
  q,
  onSearch,
}: {
  id: string;
  /** The search in the address. */
  q: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(q);
  // What was last sent: the address shown lags behind it while its list loads.
  const sent = useRef(q);

  // Until the address holds what was typed (a newer keystroke restarts the wait).
  useEffect(() => {
    if (text === q || text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <div className="grid min-w-64 flex-1 gap-2">
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder="Search by name, email, company or job title..."
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
