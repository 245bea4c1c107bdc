/*
 * The local outbox's proof-of-work challenge, answered when a form is sent (`server/challenge.ts`):
 * fetch a challenge from the site's own server, find its number (some thousands of SHA-256 hashes
 * through Web Crypto, each awaited, so the page stays responsive), and send the answer with the
 * request. No third party, no cookie. Without a challenge to answer (a server that sets none), the
 * request goes without one.
 */
export const CHALLENGE_URL = "/api/v1.0/challenge";

type Challenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };

/** The answer to a fresh challenge, as the server reads it (base64 JSON); empty when there is none to answer. */
export async function answerChallenge(): Promise<string> {
  try {
    const response = await fetch(CHALLENGE_URL, { cache: "no-store", headers: { Accept: "application/json" } });
    if (!response.ok) return "";
    const challenge = (await response.json()) as Challenge;
    const { solveChallenge } = await import("altcha-lib/v1");
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    if (!solution) return "";
    const { algorithm, salt, signature } = challenge;
    return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
  } catch {
    // No challenge offered, or no Web Crypto (a page not served over HTTPS): the server decides.
    return "";
  }
}
