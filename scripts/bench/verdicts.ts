/** One budget checked by a benchmark: what was measured against what was allowed. */
export type Verdict = {
  section: string;
  check: string;
  measured: string;
  budget: string;
  ok: boolean;
};

export function verdict(
  section: string,
  check: string,
  measured: number | string,
  budget: string,
  ok: boolean,
): Verdict {
  return { section, check, measured: String(measured), budget, ok };
}

export function printVerdicts(verdicts: readonly Verdict[]): void {
  for (const v of verdicts) {
    console.log(
      `${v.ok ? 'PASS' : 'MISS'}  ${v.section}: ${v.check} = ${v.measured} (budget ${v.budget})`,
    );
  }
}
