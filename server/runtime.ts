/**
 * The oldest Node.js major the site runs on: package.json "engines", `.nvmrc` and README say the
 * same (docs/decisions/024-node-24.md). Older ones crash in the SQLite driver the moment a
 * database is opened, so the server and the scripts refuse them first, in words.
 */
export const oldestNodeMajor = 24;

/** Why this Node.js cannot run the site, or undefined when it can. */
export function unsupportedRuntime(version: string = process.versions.node): string | undefined {
  const major = Number.parseInt(version, 10);
  if (major >= oldestNodeMajor) return undefined;
  return (
    `Node.js ${oldestNodeMajor} or newer is needed; this is ${version}. ` +
    'On Linux x64, `. scripts/use-node-24.sh` switches this shell to Node.js 24 (README, "Set up").'
  );
}

/** Throws when this Node.js cannot run the site. */
export function assertSupportedRuntime(): void {
  const problem = unsupportedRuntime();
  if (problem) throw new Error(problem);
}
