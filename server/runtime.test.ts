import { describe, expect, it } from 'vitest';
import { oldestNodeMajor, unsupportedRuntime } from './runtime.ts';

describe('unsupportedRuntime', () => {
  it('refuses Node.js older than 24, saying how to get 24', () => {
    expect(unsupportedRuntime('20.20.2')).toBe(
      'Node.js 24 or newer is needed; this is 20.20.2. On Linux x64, `. scripts/use-node-24.sh` ' +
        'switches this shell to Node.js 24 (README, "Set up").',
    );
    expect(unsupportedRuntime('22.21.0')).toMatch(
      /^Node\.js 24 or newer is needed; this is 22\.21\.0/,
    );
  });

  it('accepts 24 and newer', () => {
    expect(unsupportedRuntime('24.11.0')).toBeUndefined();
    expect(unsupportedRuntime('26.1.0')).toBeUndefined();
  });

  it('names the same major as package.json "engines" and .nvmrc', async () => {
    const { readFile } = await import('node:fs/promises');
    const engines = (
      JSON.parse(await readFile('package.json', 'utf8')) as { engines: { node: string } }
    ).engines.node;
    expect(engines).toMatch(new RegExp(`^>=${oldestNodeMajor}\\.`));
    expect((await readFile('.nvmrc', 'utf8')).trim()).toBe(String(oldestNodeMajor));
  });
});
