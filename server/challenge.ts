/*
 * The local outbox's proof-of-work challenge (ALTCHA, self-hosted: `altcha-lib`, no third party).
 * The form asks for a challenge when it is sent, its browser finds the number whose hash it names
 * (some thousands of SHA-256 hashes: a moment for one visitor, a cost for a script sending
 * thousands), and the server checks the answer's signature, expiry and that it was not used before.
 */
import { randomBytes } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib/v1";

export const CHALLENGE_PATH = "/api/v1.0/challenge";
/** The largest number a challenge may hide: on average half of it is hashed to find it. */
export const DEFAULT_CHALLENGE_MAX_NUMBER = 20_000;
/** How long a challenge may be answered. */
export const CHALLENGE_EXPIRES_MS = 10 * 60 * 1000;

export type ChallengeOptions = { hmacKey: string; maxNumber?: number };

/**
 * OUTBOX_CHALLENGE (`1`, the default, or `0`), ALTCHA_HMAC_KEY (a random key per process when
 * unset: a challenge fetched before a restart then fails, and the visitor is told to try again)
 * and ALTCHA_MAX_NUMBER.
 */
export function challengeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ChallengeOptions | false {
  const enabled = env.OUTBOX_CHALLENGE ?? "1";
  if (enabled !== "0" && enabled !== "1") throw new Error(`OUTBOX_CHALLENGE must be 1 or 0, not "${enabled}"`);
  if (enabled === "0") return false;
  const maxNumber = env.ALTCHA_MAX_NUMBER ? Number(env.ALTCHA_MAX_NUMBER) : DEFAULT_CHALLENGE_MAX_NUMBER;
  if (!Number.isInteger(maxNumber) || maxNumber < 1) throw new Error(`ALTCHA_MAX_NUMBER must be a whole number, not "${env.ALTCHA_MAX_NUMBER}"`);
  return { hmacKey: env.ALTCHA_HMAC_KEY || randomBytes(32).toString("hex"), maxNumber };
}

/** Issues challenges and checks answers; an answer is taken once. */
export function createChallenges({ hmacKey, maxNumber = DEFAULT_CHALLENGE_MAX_NUMBER }: ChallengeOptions) {
  // Signatures of answers taken, until their challenge expires: a replayed answer is refused.
  const used = new Map<string, number>();
  return {
    issue: () => createChallenge({ hmacKey, maxNumber, expires: new Date(Date.now() + CHALLENGE_EXPIRES_MS) }),
    async check(answer: string | undefined): Promise<boolean> {
      if (!answer) return false;
      let payload: { signature?: unknown };
      try {
        payload = JSON.parse(Buffer.from(answer, "base64").toString("utf8")) as { signature?: unknown };
      } catch {
        return false;
      }
      if (typeof payload.signature !== "string" || used.has(payload.signature)) return false;
      if (!(await verifySolution(answer, hmacKey, true).catch(() => false))) return false;
      const time = Date.now();
      for (const [signature, expires] of used) if (expires <= time) used.delete(signature);
      used.set(payload.signature, time + CHALLENGE_EXPIRES_MS);
      return true;
    },
  };
}
