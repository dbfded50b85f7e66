import { ClockIcon, ExternalLinkIcon, TagIcon } from 'lucide-react';
import { useId } from 'react';
import { courseLinkLabel, isComingSoon, type Course } from '#content/courses.ts';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { PersonAvatar } from '#app/components/common/person-avatar.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';

export function CourseCard({ course }: { course: Course }) {
  const headingId = useId();
  const noteId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm',
        course.featured && 'border-primary/40 ring-1 ring-primary/20',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{course.skillLevel}</Badge>
        <Badge variant={course.isPaid ? 'outline' : 'default'}>
          {course.isPaid ? 'Paid' : 'Free'}
        </Badge>
        {course.featured ? <Badge variant="highlight">Featured</Badge> : null}
      </div>
      <h3 id={headingId} className="mt-4 text-lg leading-snug font-semibold">
        {course.title}
      </h3>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{course.description}</p>
      <dl className="mt-5 space-y-2 text-sm">
        <div className="flex items-center gap-2">
          <ClockIcon aria-hidden="true" className="size-4 text-primary" />
          <dt className="sr-only">Duration</dt>
          <dd>{course.duration}</dd>
        </div>
        <div className="flex items-center gap-2">
          <TagIcon aria-hidden="true" className="size-4 text-primary" />
          <dt className="sr-only">Topic</dt>
          <dd>{course.topic}</dd>
        </div>
        <div className="flex items-center gap-2 pt-1">
          <span aria-hidden="true">
            <PersonAvatar name={course.instructorName} image={course.instructorImage} size="xs" />
          </span>
          <dt className="text-muted-foreground">Instructor</dt>
          <dd className="font-medium">{course.instructorName}</dd>
        </div>
      </dl>
      <div className="mt-6">
        {isComingSoon(course) ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" disabled aria-describedby={noteId}>
              View Course
            </Button>
            <p id={noteId} className="text-sm font-medium text-muted-foreground">
              Coming soon
            </p>
          </div>
        ) : (
          <Button asChild className="w-full sm:w-auto">
            <ExternalLink href={course.link}>
              {courseLinkLabel(course.link)}
              <ExternalLinkIcon aria-hidden="true" />
            </ExternalLink>
          </Button>
        )}
      </div>
    </article>
  );
}
