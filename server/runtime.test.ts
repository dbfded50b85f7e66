import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { oldestNode, unsupportedRuntime } from './runtime.ts';

describe('unsupportedRuntime', () => {
  it('refuses Node.js older than 24.15, saying how to get 24', () => {
    expect(unsupportedRuntime('20.20.2')).toBe(
      'Node.js 24.15 or newer is needed; this is 20.20.2. On Linux x64, ' +
        '`. scripts/use-node-24.sh` switches this shell to Node.js 24 (README, "Set up").',
    );
    expect(unsupportedRuntime('22.21.0')).toMatch(
      /^Node\.js 24\.15 or newer is needed; this is 22\.21\.0/,
    );
    expect(unsupportedRuntime('24.14.1')).toMatch(/^Node\.js 24\.15 or newer is needed/);
  });

  it('accepts 24.15 and newer', () => {
    expect(unsupportedRuntime('24.15.0')).toBeUndefined();
    expect(unsupportedRuntime('24.21.0')).toBeUndefined();
    expect(unsupportedRuntime('26.1.0')).toBeUndefined();
  });

  it('names the same version as package.json "engines", .nvmrc and scripts/use-node-24.sh', async () => {
    const { engines } = JSON.parse(await readFile('package.json', 'utf8')) as {
      engines: { node: string };
    };
    expect(engines.node).toBe(`>=${oldestNode.major}.${oldestNode.minor}.0`);
    expect((await readFile('.nvmrc', 'utf8')).trim()).toBe(String(oldestNode.major));
    // scripts/use-node-24.sh compares major × 100 + minor.
    expect(await readFile('scripts/use-node-24.sh', 'utf8')).toContain(
      `-lt ${oldestNode.major * 100 + oldestNode.minor} ]`,
    );
  });
});
