/**
 * The key that tells one applicant's applications apart from another's
 * (docs/product/data.md#duplicate-applications): the email address lowercased, without a
 * `+tag` (sub-addressing, which most providers offer), and for Gmail without dots, which Gmail
 * ignores.
 */
const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

export function applicantKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (gmailDomains.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
