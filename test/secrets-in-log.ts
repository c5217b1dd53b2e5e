/**
 * The secrets a log gives away. Text counts anywhere; a secret made of digits (a mobile, or
 * its last digits) only as a number of its own, because its digits can turn up inside a
 * longer number that is no leak: a timestamp, or a responseTime of 0.98000000123.
 */
export function secretsIn(log: string, secrets: string[]): string[] {
  return secrets.filter((secret) =>
    /^\d+$/.test(secret) ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(log) : log.includes(secret),
  );
}
