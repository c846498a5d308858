// ALTCHA proof-of-work captcha (altcha-lib v2). The server signs each challenge with an HMAC
// key derived from the session secret, so any server process can verify it and no challenge
// has to be stored. Challenges are "deterministic": the server knows the counter and signs the
// derived key, so verifying is one HMAC rather than a key derivation.
//
// Cost: PBKDF2/SHA-256 with 1,000 iterations per try and a secret counter of 2,000–5,000 tries:
// about half a second to a second in a browser's workers, and trivial to verify. The widget's
// payload is base64(JSON {challenge, solution}); a solution is valid once (captcha_solutions).
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Database } from '../db/database';
import { isCaptchaUsed, markCaptchaUsed } from '../repositories/captcha.repository';

const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;
const COUNTER_MIN = 2_000;
const COUNTER_MAX = 5_000;
/** How long a challenge may be solved and used: time to fill in the form. */
export const CHALLENGE_LIFETIME_SECONDS = 20 * 60;

export interface CaptchaKeys {
  signature: string;
  key: string;
}

/** Two independent HMAC secrets from the one session secret. */
export function captchaKeys(sessionSecret: string): CaptchaKeys {
  const derive = (purpose: string) =>
    createHmac('sha256', sessionSecret).update(`altcha:${purpose}`).digest('hex');
  return { signature: derive('challenge-signature'), key: derive('key-signature') };
}

export function createCaptchaChallenge(keys: CaptchaKeys): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
      })
      .loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }).loose(),
});

/** The widget's payload decoded, or null when it is not one. */
function decodePayload(token: string) {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface VerifiedCaptcha {
  /** Marks the solution used; false if another request used it first. */
  consume(): Promise<boolean>;
}

/**
 * Checks the solution (signature, expiry, derived key, not used before) without using it up,
 * so a registration that fails for another reason (email taken) can be retried with it.
 */
export async function verifyCaptcha(
  db: Database,
  keys: CaptchaKeys,
  token: string,
): Promise<VerifiedCaptcha | null> {
  const payload = decodePayload(token);
  if (!payload) return null;
  const signature = payload.challenge.signature;
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.key,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified || (await isCaptchaUsed(db, signature))) return null;
  return { consume: () => markCaptchaUsed(db, signature, CHALLENGE_LIFETIME_SECONDS + 60) };
}
