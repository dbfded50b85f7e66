import { LightbulbIcon, WrenchIcon } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';

const icons = { example: LightbulbIcon, tip: WrenchIcon } as const;

/** A boxed story or tip inside a section: "A real example", "How to fix it". */
export function Callout({
  title,
  text,
  kind = 'example',
  className,
}: {
  title: string;
  text: string;
  kind?: keyof typeof icons;
  className?: string;
}) {
  const Icon = icons[kind];
  return (
    <div
      className={cn(
        'flex gap-4 rounded-2xl border p-6',
        kind === 'example' ? 'border-primary/30 bg-primary/5' : 'bg-muted/60',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-pretty">{text}</p>
      </div>
    </div>
  );
}
