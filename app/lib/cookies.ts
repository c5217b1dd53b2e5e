/** One cookie's value from a Cookie header, or null. */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}
