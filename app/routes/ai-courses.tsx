import { useSearchParams } from 'react-router';
import {
  allCourses,
  courses,
  filterCourses,
  readCourseFilters,
  writeCourseFilters,
} from '#content/courses.ts';
import { CourseCard } from '#app/routes/ai-courses/course-card.tsx';
import { CourseFilters, type CourseFilterName } from '#app/routes/ai-courses/course-filters.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useQueryChange } from '#app/lib/use-query-change.ts';

export const meta = pageMeta({
  title: 'AI Courses',
  description:
    'Free and paid AI courses for every level, from leadership and personal branding to generative AI, responsible AI and product strategy.',
});

/** A filter refines the list in place: the address is replaced and the page does not scroll. */
const filterChange = { replace: () => true, preventScrollReset: true };

export default function AiCourses() {
  const [searchParams] = useSearchParams();
  // NOTE: the prerendered page shows every course, so the URL's filters apply only after
  // hydration; applying them during it would not match the HTML.
  const hydrated = useHydrated();
  const filters = hydrated ? readCourseFilters(searchParams) : allCourses;
  const shown = filterCourses(courses, filters);

  const changeQuery = useQueryChange();

  function changeFilter(name: CourseFilterName, slug: string) {
    changeQuery((next) => {
      next.set(name, slug);
      return writeCourseFilters(readCourseFilters(next), next);
    }, filterChange);
  }

  return (
    <>
      <PageHeading title="AI Courses">
        <p>
          Learn at your own pace with courses chosen and taught by women working in AI. Start with
          our free foundations, then go deeper into leadership, technical skills and responsible AI.
        </p>
      </PageHeading>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <CourseFilters filters={filters} onChange={changeFilter} disabled={!hydrated} />
        <section aria-labelledby="course-list-heading" className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="course-list-heading" className="text-xl font-semibold tracking-tight">
              Courses
            </h2>
            <p role="status" className="text-sm text-muted-foreground">
              {shown.length === courses.length
                ? `Showing all ${courses.length} courses`
                : `Showing ${shown.length} of ${courses.length} courses`}
            </p>
          </div>
          {shown.length > 0 ? (
            <ul
              aria-labelledby="course-list-heading"
              className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            >
              {shown.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-muted/40 px-6 py-14 text-center">
              <p className="text-lg font-medium">No courses found matching your filters.</p>
              <Button
                variant="outline"
                onClick={() =>
                  changeQuery((next) => writeCourseFilters(allCourses, next), filterChange)
                }
              >
                Clear filters
              </Button>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
