/** A map search for a public place (an event page's venue), on OpenStreetMap. */
export function mapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query })}`;
}
