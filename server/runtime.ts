/**
 * The oldest Node.js the site runs on: package.json "engines", `.nvmrc` (its major) and README say
 * the same (docs/decisions/024-node-24.md). Older ones crash in the SQLite driver the moment a
 * database is opened, so the server and the scripts refuse them first, in words.
 */
export const oldestNode = { major: 24, minor: 15 } as const;

/** Why this Node.js cannot run the site, or undefined when it can. */
export function unsupportedRuntime(version: string = process.versions.node): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  const { major: oldestMajor, minor: oldestMinor } = oldestNode;
  if (major > oldestMajor || (major === oldestMajor && minor >= oldestMinor)) return undefined;
  return (
    `Node.js ${oldestMajor}.${oldestMinor} or newer is needed; this is ${version}. ` +
    'On Linux x64, `. scripts/use-node-24.sh` switches this shell to Node.js 24 (README, "Set up").'
  );
}

/** Throws when this Node.js cannot run the site. */
export function assertSupportedRuntime(): void {
  const problem = unsupportedRuntime();
  if (problem) throw new Error(problem);
}
