/**
 * The MDN HTTP Observatory's scoring rules (github.com/mdn/mdn-http-observatory, grader/charts.js
 * and analyzer/tests/*), applied to one response of our own server: every test that reads headers
 * or the page's HTML. Redirection (http → https) is the TLS proxy's work and is not scored here.
 * Penalties first; bonuses count only when the score without them is at least 90.
 */

export type ObservatoryInput = {
  /** Response headers, names in lower case; several values of one header as an array. */
  headers: Record<string, string | string[] | undefined>;
  /** The response body when it is a page, to find its script elements. */
  html?: string;
  /** The page's origin, to tell this site's scripts from others'. */
  origin: string;
};

export type ObservatoryResult = { score: number; grade: string; results: Record<string, Outcome> };

type Outcome = { result: string; modifier: number };

const broad = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const unsafeInline = new Set(["'unsafe-inline'", 'data:']);
const hashOrNonce = /^'(sha256|sha384|sha512|nonce)-/;

function values(input: ObservatoryInput, name: string): string[] {
  const value = input.headers[name];
  return value === undefined ? [] : [value].flat();
}

function first(input: ObservatoryInput, name: string): string | undefined {
  return values(input, name)[0];
}

function parsePolicy(policies: string[]): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies.flatMap((value) => value.split(','))) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const key = name.toLowerCase();
      if (!directives.has(key)) directives.set(key, new Set(sources.length ? sources : ["'none'"]));
    }
  }
  return directives;
}

function contentSecurityPolicy(input: ObservatoryInput): Outcome & { frameAncestors: boolean } {
  const policies = values(input, 'content-security-policy');
  if (policies.length === 0) {
    return { result: 'csp-not-implemented', modifier: -25, frameAncestors: false };
  }
  const csp = parsePolicy(policies);
  const get = (name: string, fallback?: string) =>
    new Set(csp.get(name) ?? (fallback ? csp.get(fallback) : undefined) ?? ['*']);
  const scriptSrc = get('script-src', 'default-src');
  const styleSrc = get('style-src', 'default-src');
  const objectSrc = get('object-src', 'default-src');
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some((source) => hashOrNonce.test(source))) sources.delete("'unsafe-inline'");
  }
  const frameAncestors = csp.has('frame-ancestors');
  const outcome = (result: string, modifier: number) => ({ result, modifier, frameAncestors });
  if (
    [...scriptSrc].some((source) => broad.has(source) || unsafeInline.has(source)) ||
    [...objectSrc].some((source) => broad.has(source))
  ) {
    return outcome('csp-implemented-with-unsafe-inline', -20);
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    return outcome('csp-implemented-with-unsafe-eval', -10);
  }
  if ([...styleSrc].some((source) => broad.has(source) || unsafeInline.has(source))) {
    return outcome('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  }
  const defaultSrc = csp.get('default-src');
  const formAction = csp.get('form-action');
  if (
    defaultSrc?.size === 1 &&
    defaultSrc.has("'none'") &&
    formAction !== undefined &&
    ![...formAction].some((source) => broad.has(source))
  ) {
    return outcome('csp-implemented-with-no-unsafe-default-src-none', 10);
  }
  return outcome('csp-implemented-with-no-unsafe', 5);
}

function cookies(input: ObservatoryInput): Outcome {
  const set = values(input, 'set-cookie');
  if (set.length === 0) return { result: 'cookies-not-found', modifier: 0 };
  const flags = set.map((cookie) => cookie.toLowerCase());
  if (flags.some((cookie) => !/;\s*secure/.test(cookie))) {
    return { result: 'cookies-without-secure-flag', modifier: -20 };
  }
  if (flags.some((cookie) => /;\s*samesite=(?!strict|lax)/.test(cookie))) {
    return { result: 'cookies-samesite-flag-invalid', modifier: -20 };
  }
  return flags.every((cookie) => /;\s*samesite=(strict|lax)/.test(cookie))
    ? { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function crossOriginResourceSharing(input: ObservatoryInput): Outcome {
  const allowed = first(input, 'access-control-allow-origin');
  if (!allowed) return { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  return allowed.trim() === '*' || first(input, 'access-control-allow-credentials') !== 'true'
    ? { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
    : { result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
}

function crossOriginResourcePolicy(input: ObservatoryInput): Outcome {
  const value = first(input, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return { result: 'cross-origin-resource-policy-not-implemented', modifier: 0 };
  if (value === 'same-origin' || value === 'same-site') {
    return { result: `cross-origin-resource-policy-implemented-with-${value}`, modifier: 10 };
  }
  return value === 'cross-origin'
    ? { result: 'cross-origin-resource-policy-implemented-with-cross-origin', modifier: 0 }
    : { result: 'cross-origin-resource-policy-header-invalid', modifier: -5 };
}

function referrerPolicy(input: ObservatoryInput): Outcome {
  const value = first(input, 'referrer-policy');
  if (!value) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  const last = value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .pop()!;
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      last,
    )
  ) {
    return { result: 'referrer-policy-private', modifier: 5 };
  }
  return [
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
    'no-referrer-when-downgrade',
  ].includes(last)
    ? { result: 'referrer-policy-unsafe', modifier: -5 }
    : { result: 'referrer-policy-header-invalid', modifier: -5 };
}

function strictTransportSecurity(input: ObservatoryInput): Outcome {
  const value = first(input, 'strict-transport-security');
  if (!value) return { result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(value);
  if (!maxAge) return { result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= 15_768_000
    ? { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function subresourceIntegrity(input: ObservatoryInput): Outcome {
  if (input.html === undefined)
    return { result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const scripts = [...input.html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => /\bsrc\s*=/i.test(attributes));
  if (scripts.length === 0)
    return { result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter((attributes) => {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    return new URL(src, input.origin).origin !== input.origin;
  });
  const withIntegrity = scripts.every((attributes) => /\bintegrity\s*=/i.test(attributes));
  if (external.length === 0) {
    return withIntegrity
      ? { result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  }
  return withIntegrity
    ? { result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function contentTypeOptions(input: ObservatoryInput): Outcome {
  const value = first(input, 'x-content-type-options');
  if (!value) return { result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameOptions(input: ObservatoryInput, viaCsp: boolean): Outcome {
  if (viaCsp) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = first(input, 'x-frame-options')?.trim().toLowerCase();
  if (!value) return { result: 'x-frame-options-not-implemented', modifier: -20 };
  if (value === 'deny' || value === 'sameorigin') {
    return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  }
  return value.startsWith('allow-from')
    ? { result: 'x-frame-options-allow-from-origin', modifier: 0 }
    : { result: 'x-frame-options-header-invalid', modifier: -20 };
}

const grades: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function observatoryScore(input: ObservatoryInput): ObservatoryResult {
  const csp = contentSecurityPolicy(input);
  const results: Record<string, Outcome> = {
    'content-security-policy': { result: csp.result, modifier: csp.modifier },
    cookies: cookies(input),
    'cross-origin-resource-sharing': crossOriginResourceSharing(input),
    'cross-origin-resource-policy': crossOriginResourcePolicy(input),
    'referrer-policy': referrerPolicy(input),
    'strict-transport-security': strictTransportSecurity(input),
    'subresource-integrity': subresourceIntegrity(input),
    'x-content-type-options': contentTypeOptions(input),
    'x-frame-options': frameOptions(input, csp.frameAncestors),
  };
  const modifiers = Object.values(results).map((outcome) => outcome.modifier);
  const penalised = 100 + modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 0);
  const bonus = modifiers.filter((m) => m > 0).reduce((sum, m) => sum + m, 0);
  const score = Math.max(0, penalised >= 90 ? penalised + bonus : penalised);
  const grade = grades.find(([minimum]) => score >= minimum)![1];
  return { score, grade, results };
}
