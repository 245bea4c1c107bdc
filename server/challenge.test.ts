// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerChallenge, CHALLENGE_URL } from "../src/shared/challenge";
import { CHALLENGE_PATH, challengeOptionsFromEnv } from "./challenge";
import { closeLeadStores, readLeads, readSuspects } from "./lead-store";
import { createOutbox, OUTBOX_PATH } from "./outbox";

let dir: string;
beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), "challenge-"))));
afterEach(() => {
  closeLeadStores();
  vi.unstubAllGlobals();
  rmSync(dir, { recursive: true, force: true });
});

const connect = {
  lib_version: "4.4.1",
  user_id: "local-outbox",
  service_id: "local-outbox",
  template_id: "connect",
  template_params: { name: "Ravi Iyer", phone: "9876543210" } as Record<string, string>,
};

function outbox() {
  const database = join(dir, "leads.db");
  const router = createOutbox({ database, rateLimit: 0, networkRateLimit: 0, globalRateLimit: 0, challenge: { hmacKey: "test-key", maxNumber: 2_000 } });
  const post = (answer?: string) =>
    router.request(
      OUTBOX_PATH,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...connect, template_params: { ...connect.template_params, ...(answer === undefined ? {} : { altcha: answer }) } }),
      },
      { incoming: { socket: { remoteAddress: "203.0.113.1" } } },
    );
  // The browser's side, as the forms run it, against this server.
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    expect(url).toBe(CHALLENGE_URL);
    return router.request(CHALLENGE_PATH, init);
  });
  return { router, post, database };
}

describe("the proof-of-work challenge", () => {
  it("takes a submission whose answer the form found, and stores it without the answer", async () => {
    const { router, post, database } = outbox();
    const issued = await router.request(CHALLENGE_PATH);
    expect(issued.headers.get("cache-control")).toBe("no-store");
    expect(await issued.json()).toMatchObject({ algorithm: "SHA-256", challenge: expect.any(String), maxnumber: 2_000, signature: expect.any(String) });
    const answer = await answerChallenge();
    expect(answer).not.toBe("");
    expect((await post(answer)).status).toBe(200);
    expect(readLeads(database).entries[0]!.template_params).toEqual(connect.template_params);
  });

  it("refuses with 403, and keeps apart, a submission without an answer, with a wrong one, or with one used before", async () => {
    const { post, database } = outbox();
    const missing = await post();
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: "The form's challenge was not answered; reload the page and send it again" });
    expect((await post(Buffer.from(JSON.stringify({ algorithm: "SHA-256", challenge: "x", number: 1, salt: "s", signature: "y" })).toString("base64"))).status).toBe(403);
    expect((await post("not base64 json")).status).toBe(403);
    const answer = await answerChallenge();
    expect((await post(answer)).status).toBe(200);
    expect((await post(answer)).status).toBe(403);
    expect(readLeads(database).total).toBe(1);
    expect(readSuspects(database)).toMatchObject({ total: 4, byReason: { challenge: 4 } });
    expect(JSON.stringify(readSuspects(database).entries)).not.toContain("altcha");
  });

  it("is on by default; OUTBOX_CHALLENGE=0 turns it off", () => {
    expect(challengeOptionsFromEnv({})).toMatchObject({ hmacKey: expect.stringMatching(/^[0-9a-f]{64}$/), maxNumber: 20_000 });
    expect(challengeOptionsFromEnv({ ALTCHA_HMAC_KEY: "k", ALTCHA_MAX_NUMBER: "1000" })).toEqual({ hmacKey: "k", maxNumber: 1_000 });
    expect(challengeOptionsFromEnv({ OUTBOX_CHALLENGE: "0" })).toBe(false);
    expect(() => challengeOptionsFromEnv({ OUTBOX_CHALLENGE: "yes" })).toThrow(/OUTBOX_CHALLENGE must be 1 or 0/);
  });
});
