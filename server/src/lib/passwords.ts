import { hash, verify } from '@node-rs/argon2';

/** argon2id (the package's default algorithm) with the OWASP/ASVS minimum: 19 MiB memory, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);
export const verifyPassword = (stored: string, password: string) =>
  verify(stored, password).catch(() => false);
