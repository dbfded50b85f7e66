import { ChevronDownIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  filterSlug,
  skillLevels,
  topicGroups,
  type CourseFilters as Filters,
} from '#content/courses.ts';

export type CourseFilterName = 'level' | 'topic';

const slugOf = (value: string) => (value === 'all' ? 'all' : filterSlug(value));

/**
 * The two course filters as labelled native selects (light and accessible). Option values are
 * the URL slugs, so a change maps straight onto the query string.
 */
export function CourseFilters({
  filters,
  onChange,
  disabled,
}: {
  filters: Filters;
  onChange: (name: CourseFilterName, slug: string) => void;
  /** Until the page is interactive the selects cannot filter, so they are disabled. */
  disabled: boolean;
}) {
  return (
    <form
      role="search"
      aria-label="Filter courses"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-5"
    >
      <FilterSelect
        id="course-level"
        label="Skill level"
        value={slugOf(filters.level)}
        disabled={disabled}
        onChange={(slug) => onChange('level', slug)}
      >
        <option value="all">All Levels</option>
        {skillLevels.map((level) => (
          <option key={level} value={filterSlug(level)}>
            {level}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="course-topic"
        label="Topic"
        value={slugOf(filters.topic)}
        disabled={disabled}
        onChange={(slug) => onChange('topic', slug)}
      >
        <option value="all">All Topics</option>
        {topicGroups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.topics.map((topic) => (
              <option key={topic} value={filterSlug(topic)}>
                {topic}
              </option>
            ))}
          </optgroup>
        ))}
      </FilterSelect>
    </form>
  );
}

function FilterSelect({
  id,
  label,
  value,
  disabled,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {children}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
