import { initials } from '#content/people.ts';
import { Avatar, AvatarFallback, AvatarImage } from '#app/components/ui/avatar.tsx';
import { cn } from '#app/lib/cn.ts';

/** A portrait when there is one, otherwise the person's initials. */
export function PersonAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image?: string;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-16 text-lg', className)}>
      {image ? <AvatarImage src={image} alt={name} loading="lazy" decoding="async" /> : null}
      <AvatarFallback aria-label={image ? undefined : name}>{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
