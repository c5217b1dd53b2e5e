// Apart from passwords.ts so that the configuration names production's cost without loading
// argon2 and the password dictionaries.

/** argon2id's cost: memory in KiB, passes, lanes. A hash names its own, so any hash verifies whatever these are now. */
export type PasswordHashing = { memoryCost: number; timeCost: number; parallelism: number };

/**
 * OWASP's argon2id minimum (m = 19 MiB, t = 2, p = 1): about 20-40 ms here, slow enough to make
 * guessing expensive, fast enough for a login. The site's configuration always carries these
 * (config.ts); only the test harness builds a site with cheaper ones.
 */
export const PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
