import { describe, expect, it } from 'vitest';
import { observatoryScore, type ObservatoryInput } from './observatory.ts';

const origin = 'https://example.org';

const strong: ObservatoryInput['headers'] = {
  'content-security-policy':
    "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const score = (headers: ObservatoryInput['headers'], html?: string) =>
  observatoryScore({ headers, html, origin });

describe('observatoryScore', () => {
  it('gives a response without any security header a D', () => {
    const result = score({});
    // CSP -25, HSTS -20, X-Content-Type-Options -5, X-Frame-Options -20.
    expect(result.score).toBe(30);
    expect(result.grade).toBe('D');
  });

  it('adds every bonus to a clean score: default-src none, CORP, frame-ancestors, referrer', () => {
    const result = score(strong, '<script type="module">import "/a.js"</script>');
    expect(result.results['content-security-policy']!.result).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
    expect(result.score).toBe(130);
    expect(result.grade).toBe('A+');
  });

  it("takes 20 for 'unsafe-inline' scripts, and counts no bonus below 90", () => {
    const result = score({
      ...strong,
      'content-security-policy':
        "default-src 'none'; script-src 'self' 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    });
    expect(result.results['content-security-policy']!.modifier).toBe(-20);
    // 100 - 20 = 80: the CORP, frame-ancestors and referrer bonuses are not added.
    expect(result.score).toBe(80);
  });

  it("ignores 'unsafe-inline' beside a hash, as browsers do", () => {
    const result = score({
      ...strong,
      'content-security-policy':
        "default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-x='; form-action 'self'; frame-ancestors 'none'",
    });
    expect(result.results['content-security-policy']!.modifier).toBe(10);
  });

  it("gives no CSP bonus for 'unsafe-inline' styles and none for default-src 'self'", () => {
    const inlineStyles = score({
      ...strong,
      'content-security-policy':
        "default-src 'none'; style-src 'self' 'unsafe-inline'; form-action 'self'",
    });
    expect(inlineStyles.results['content-security-policy']!.modifier).toBe(0);
    const selfDefault = score({ ...strong, 'content-security-policy': "default-src 'self'" });
    expect(selfDefault.results['content-security-policy']!.modifier).toBe(5);
    // Without frame-ancestors, X-Frame-Options itself must be there.
    expect(selfDefault.results['x-frame-options']!.modifier).toBe(-20);
  });

  it('scores short HSTS, unsafe referrers, insecure cookies and credentialed CORS down', () => {
    const result = score({
      ...strong,
      'strict-transport-security': 'max-age=86400',
      'referrer-policy': 'unsafe-url',
      'set-cookie': ['id=1; HttpOnly'],
      'access-control-allow-origin': 'https://evil.example',
      'access-control-allow-credentials': 'true',
    });
    expect(result.results['strict-transport-security']!.modifier).toBe(-10);
    expect(result.results['referrer-policy']!.modifier).toBe(-5);
    expect(result.results.cookies!.modifier).toBe(-20);
    expect(result.results['cross-origin-resource-sharing']!.modifier).toBe(-50);
  });

  it('gives the integrity bonus only when every script carries integrity', () => {
    const without = score(strong, '<script src="/a.js"></script>');
    expect(without.results['subresource-integrity']!.modifier).toBe(0);
    const withIt = score(strong, '<script src="/a.js" integrity="sha384-x"></script>');
    expect(withIt.results['subresource-integrity']!.modifier).toBe(5);
    const external = score(strong, '<script src="https://cdn.example/a.js"></script>');
    expect(external.results['subresource-integrity']!.modifier).toBe(-5);
  });
});
