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

/** `measured` ≤ `limit`: the budget's text and its check come from one number. */
export function atMost(section: string, check: string, measured: number, limit: number): Verdict {
  return verdict(section, check, measured, `≤ ${limit}`, measured <= limit);
}

/** `measured` < `limit`. */
export function below(section: string, check: string, measured: number, limit: number): Verdict {
  return verdict(section, check, measured, `< ${limit}`, measured < limit);
}

/** `measured` is exactly `expected` (a count that must come out whole). */
export function exactly(
  section: string,
  check: string,
  measured: number,
  expected: number,
): Verdict {
  return verdict(section, check, measured, `= ${expected}`, measured === expected);
}

export function printVerdicts(verdicts: readonly Verdict[]): void {
  for (const v of verdicts) {
    console.log(
      `${v.ok ? 'PASS' : 'MISS'}  ${v.section}: ${v.check} = ${v.measured} (budget ${v.budget})`,
    );
  }
}
