import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  completeLockfile,
  derivePlatform,
  isDistTag,
  resolutionPath,
  stringifyLockfile,
  type LockEntry,
  type Lockfile,
  type Manifest,
  type Overrides,
} from "./complete-lockfile";

const lockOf = (packages: Record<string, LockEntry>): Lockfile => ({
  name: "site",
  lockfileVersion: 3,
  requires: true,
  packages: { "": { name: "site" }, ...packages },
});

const rollup = (version: string, flags: LockEntry = {}): LockEntry => ({
  version,
  ...flags,
  optionalDependencies: {
    "@rollup/rollup-darwin-arm64": version,
    "@rollup/rollup-linux-x64-gnu": version,
  },
});

describe("derivePlatform", () => {
  it.each([
    ["@rollup/rollup-darwin-arm64", { os: ["darwin"], cpu: ["arm64"] }],
    ["@rollup/rollup-linux-x64-gnu", { os: ["linux"], cpu: ["x64"], libc: ["glibc"] }],
    ["@rollup/rollup-linux-arm-musleabihf", { os: ["linux"], cpu: ["arm"], libc: ["musl"] }],
    ["@tailwindcss/oxide-linux-arm-gnueabihf", { os: ["linux"], cpu: ["arm"], libc: ["glibc"] }],
    ["@img/sharp-linuxmusl-arm64", { os: ["linux"], cpu: ["arm64"], libc: ["musl"] }],
    // libc fails npm's check on every OS but Linux, so a Windows "-gnu" build gets none.
    ["@rollup/rollup-win32-x64-gnu", { os: ["win32"], cpu: ["x64"] }],
    ["@tailwindcss/oxide-win32-arm64-msvc", { os: ["win32"], cpu: ["arm64"] }],
    ["@tailwindcss/oxide-wasm32-wasi", { cpu: ["wasm32"] }],
    ["@rollup/rollup-android-arm-eabi", { os: ["android"], cpu: ["arm"] }],
    ["@rollup/rollup-openharmony-arm64", { os: ["openharmony"], cpu: ["arm64"] }],
    ["@rollup/rollup-linux-loong64-gnu", { os: ["linux"], cpu: ["loong64"], libc: ["glibc"] }],
    ["@esbuild/linux-mips64el", { os: ["linux"], cpu: ["mips64el"] }],
    ["@esbuild/sunos-x64", { os: ["sunos"], cpu: ["x64"] }],
    ["lightningcss-freebsd-x64", { os: ["freebsd"], cpu: ["x64"] }],
  ])("%s", (name, platform) => {
    expect(derivePlatform(name)).toEqual(platform);
  });
});

describe("resolutionPath", () => {
  it("walks up node_modules like node does, scopes included", () => {
    expect(resolutionPath("node_modules/@a/b/node_modules/c", "x")).toEqual([
      "node_modules/@a/b/node_modules/c/node_modules/x",
      "node_modules/@a/b/node_modules/x",
      "node_modules/x",
    ]);
    expect(resolutionPath("", "@s/x")).toEqual(["node_modules/@s/x"]);
    expect(resolutionPath("packages/app", "x")).toEqual(["packages/app/node_modules/x", "node_modules/x"]);
  });
});

describe("isDistTag", () => {
  it("tells tags from versions and ranges", () => {
    for (const tag of ["latest", "next", "beta", "canary"]) expect(isDistTag(tag)).toBe(true);
    for (const spec of ["1.2.3", "^1.2.0", "~2.3.3", "x", "*", "v1", ">=1 <2", "npm:foo@1", "github:a/b", ""])
      expect(isDistTag(spec)).toBe(false);
  });
});

describe("completeLockfile", () => {
  it("adds other platforms' binaries hoisted, with derived os/cpu/libc and the parent's dev flag", () => {
    const lock = lockOf({
      "node_modules/rollup": rollup("4.1.0", { dev: true }),
      "node_modules/@rollup/rollup-linux-x64-gnu": {
        version: "4.1.0",
        dev: true,
        optional: true,
        os: ["linux"],
        cpu: ["x64"],
        libc: ["glibc"],
      },
    });
    const { lock: out, changes, lookups } = completeLockfile(lock);
    expect(out.packages["node_modules/@rollup/rollup-darwin-arm64"]).toEqual({
      version: "4.1.0",
      os: ["darwin"],
      cpu: ["arm64"],
      optional: true,
      dev: true,
    });
    expect(changes).toEqual(["added node_modules/@rollup/rollup-darwin-arm64@4.1.0 (derived from the name)"]);
    expect(lookups).toEqual(["@rollup/rollup-darwin-arm64@4.1.0"]);
    expect(lock.packages["node_modules/@rollup/rollup-darwin-arm64"]).toBeUndefined(); // input untouched
  });

  it("nests under the parent when the hoisted slot holds another version", () => {
    const lock = lockOf({
      "node_modules/rollup": rollup("4.2.0"),
      "node_modules/@rollup/rollup-darwin-arm64": { version: "4.2.0", optional: true, os: ["darwin"], cpu: ["arm64"] },
      "node_modules/@rollup/rollup-linux-x64-gnu": { version: "4.2.0", optional: true },
      "node_modules/vite/node_modules/rollup": rollup("4.1.0", { dev: true }),
      "node_modules/vite/node_modules/@rollup/rollup-linux-x64-gnu": { version: "4.1.0", dev: true, optional: true },
    });
    const out = completeLockfile(lock).lock.packages;
    expect(out["node_modules/vite/node_modules/rollup/node_modules/@rollup/rollup-darwin-arm64"]).toMatchObject({
      version: "4.1.0",
      dev: true,
    });
    expect(out["node_modules/@rollup/rollup-darwin-arm64"]?.version).toBe("4.2.0");
  });

  it("leaves a package alone when node would already find the wanted version", () => {
    const lock = lockOf({
      "node_modules/vite/node_modules/rollup": rollup("4.1.0"),
      "node_modules/@rollup/rollup-darwin-arm64": { version: "4.1.0", optional: true },
      "node_modules/@rollup/rollup-linux-x64-gnu": { version: "4.1.0", optional: true },
    });
    expect(completeLockfile(lock).changes).toEqual([]);
  });

  it("gives a child of a devOptional parent the optional flag only, and a child of a peer parent peer", () => {
    const lock = lockOf({
      "node_modules/lightningcss": { version: "1.0.0", devOptional: true, optionalDependencies: { "lightningcss-darwin-x64": "1.0.0" } },
      "node_modules/peer-thing": { version: "1.0.0", peer: true, optionalDependencies: { "peer-thing-win32-x64": "1.0.0" } },
    });
    const out = completeLockfile(lock).lock.packages;
    expect(out["node_modules/lightningcss-darwin-x64"]).toEqual({ version: "1.0.0", os: ["darwin"], cpu: ["x64"], optional: true });
    expect(out["node_modules/peer-thing-win32-x64"]).toEqual({ version: "1.0.0", os: ["win32"], cpu: ["x64"], optional: true, peer: true });
  });

  it("drops dev from a shared new entry when one of its parents is not dev-only", () => {
    const lock = lockOf({
      "node_modules/a": { version: "1.0.0", dev: true, optionalDependencies: { "bin-darwin-arm64": "2.0.0" } },
      "node_modules/b": { version: "1.0.0", optionalDependencies: { "bin-darwin-arm64": "2.0.0" } },
    });
    expect(completeLockfile(lock).lock.packages["node_modules/bin-darwin-arm64"]).toEqual({
      version: "2.0.0",
      os: ["darwin"],
      cpu: ["arm64"],
      optional: true,
    });
  });

  it("prefers the registry's manifest, and follows its optional dependencies", () => {
    const lock = lockOf({
      "node_modules/sharp": { version: "0.34.5", optionalDependencies: { "@img/sharp-darwin-arm64": "0.34.5" } },
    });
    const manifests = new Map<string, Manifest | null>([
      [
        "@img/sharp-darwin-arm64@0.34.5",
        {
          name: "@img/sharp-darwin-arm64",
          version: "0.34.5",
          os: ["darwin"],
          cpu: ["arm64"],
          license: "Apache-2.0",
          engines: { node: ">=18" },
          dist: { integrity: "sha512-real" },
          optionalDependencies: { "@img/sharp-libvips-darwin-arm64": "1.2.4" },
        },
      ],
      ["@img/sharp-libvips-darwin-arm64@1.2.4", null],
    ]);
    const { lock: out, lookups } = completeLockfile(lock, manifests);
    expect(out.packages["node_modules/@img/sharp-darwin-arm64"]).toEqual({
      version: "0.34.5",
      integrity: "sha512-real",
      os: ["darwin"],
      cpu: ["arm64"],
      license: "Apache-2.0",
      engines: { node: ">=18" },
      optionalDependencies: { "@img/sharp-libvips-darwin-arm64": "1.2.4" },
      optional: true,
    });
    // 404 in the registry: derived from the name instead.
    expect(out.packages["node_modules/@img/sharp-libvips-darwin-arm64"]).toEqual({
      version: "1.2.4",
      os: ["darwin"],
      cpu: ["arm64"],
      optional: true,
    });
    expect(lookups).toEqual([]);
  });

  it("uses the registry's answer for a range, and warns when there is none", () => {
    const lock = lockOf({ "node_modules/vite": { version: "6.0.0", optionalDependencies: { fsevents: "~2.3.3" } } });
    expect(completeLockfile(lock).warnings).toEqual(["node_modules/vite: no version for fsevents@~2.3.3 without the registry"]);
    const manifests = new Map([["fsevents@~2.3.3", { name: "fsevents", version: "2.3.3", os: "darwin" } as Manifest]]);
    expect(completeLockfile(lock, manifests).lock.packages["node_modules/fsevents"]).toEqual({
      version: "2.3.3",
      os: ["darwin"],
      optional: true,
    });
  });

  it("repairs an entry npm wrote without a version, keeping its flags", () => {
    const lock = lockOf({
      "node_modules/esbuild": { version: "0.27.7", dev: true, optionalDependencies: { "@esbuild/android-arm": "0.27.7" } },
      "node_modules/esbuild/node_modules/@esbuild/android-arm": { dev: true, optional: true },
    });
    const { lock: out, changes } = completeLockfile(lock);
    expect(out.packages["node_modules/esbuild/node_modules/@esbuild/android-arm"]).toEqual({
      version: "0.27.7",
      os: ["android"],
      cpu: ["arm"],
      dev: true,
      optional: true,
    });
    expect(changes).toEqual(["repaired node_modules/esbuild/node_modules/@esbuild/android-arm@0.27.7 (derived from the name)"]);
  });

  it("gives the package a dist-tag resolves to its registry URL, so npm keeps the locked version", () => {
    const lock = lockOf({
      "node_modules/@paulirish/trace_engine": {
        version: "0.0.59",
        dev: true,
        dependencies: { "third-party-web": "latest", "legacy-javascript": "latest" },
      },
      "node_modules/lighthouse": { version: "12.8.2", dev: true, dependencies: { "third-party-web": "^0.27.0" } },
      "node_modules/third-party-web": { version: "0.27.0", integrity: "sha512-x", dev: true },
      "node_modules/legacy-javascript": { version: "0.0.1", resolved: "https://example.test/legacy.tgz", dev: true },
      "node_modules/@scope/tagged": { version: "1.0.0" },
      "node_modules/needs-scoped": { version: "1.0.0", dependencies: { "@scope/tagged": "next" } },
    });
    const { lock: out, changes } = completeLockfile(lock);
    expect(out.packages["node_modules/third-party-web"]?.resolved).toBe(
      "https://registry.npmjs.org/third-party-web/-/third-party-web-0.27.0.tgz",
    );
    expect(out.packages["node_modules/legacy-javascript"]?.resolved).toBe("https://example.test/legacy.tgz");
    expect(out.packages["node_modules/@scope/tagged"]?.resolved).toBe("https://registry.npmjs.org/@scope/tagged/-/tagged-1.0.0.tgz");
    expect(out.packages["node_modules/lighthouse"]).toEqual(lock.packages["node_modules/lighthouse"]);
    expect(changes).toHaveLength(2);
  });

  it("writes no URL for a tag package.json pins to a version: npm install would remove it again, and git status show a change", () => {
    const lock = lockOf({
      "node_modules/@paulirish/trace_engine": { version: "0.0.59", dependencies: { "third-party-web": "latest", "legacy-javascript": "latest" } },
      "node_modules/@paulirish/trace_engine/node_modules/third-party-web": { version: "0.30.0" },
      "node_modules/legacy-javascript": { version: "0.0.1" },
    });
    const overrides = { "@paulirish/trace_engine": { "third-party-web": "0.30.0" }, "legacy-javascript": "0.0.1" };
    expect(completeLockfile(lock, new Map(), overrides).changes).toEqual([]);
    // Without the pins, both get the URL that npm install, with omit-lockfile-registry-resolved, takes out.
    expect(completeLockfile(lock).changes).toHaveLength(2);
    // A range is no pin.
    expect(completeLockfile(lock, new Map(), { "legacy-javascript": "^0.0.1" }).changes).toHaveLength(2);
  });

  it("is idempotent", () => {
    const lock = lockOf({
      "node_modules/rollup": rollup("4.1.0"),
      "node_modules/trace": { version: "1.0.0", dependencies: { tpw: "latest" } },
      "node_modules/tpw": { version: "0.1.0" },
    });
    const once = completeLockfile(lock).lock;
    const twice = completeLockfile(once);
    expect(twice.changes).toEqual([]);
    expect(stringifyLockfile(twice.lock)).toBe(stringifyLockfile(once));
  });
});

describe("stringifyLockfile", () => {
  it("orders keys as npm does: preferred keys, then the rest by name, objects after plain values and arrays", () => {
    const text = stringifyLockfile({
      packages: {
        "node_modules/b": {
          os: ["darwin"],
          optional: true,
          engines: { node: ">=18" },
          dependencies: { z: "1", a: "1" },
          bin: { b: "b.js" },
          version: "1.0.0",
        },
        "": { name: "site", version: "1.0.0" },
        "node_modules/a": { version: "1.0.0" },
      },
      requires: true,
      lockfileVersion: 3,
      name: "site",
    });
    expect(text).toBe(
      `${JSON.stringify(
        {
          name: "site",
          lockfileVersion: 3,
          requires: true,
          packages: {
            "": { name: "site", version: "1.0.0" },
            "node_modules/a": { version: "1.0.0" },
            "node_modules/b": {
              version: "1.0.0",
              optional: true,
              os: ["darwin"],
              dependencies: { a: "1", z: "1" },
              bin: { b: "b.js" },
              engines: { node: ">=18" },
            },
          },
        },
        null,
        2,
      )}\n`,
    );
  });
});

describe("the committed package-lock.json", () => {
  it("already has every platform's optional packages, so npm ci accepts it everywhere", () => {
    const lock = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package-lock.json"), "utf8")) as Lockfile;
    const { overrides } = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")) as { overrides: Overrides };
    const result = completeLockfile(lock, new Map(), overrides);
    expect(result.changes, "run: npx tsx scripts/complete-lockfile.ts").toEqual([]);
  });

  it("holds no URL npm install takes out (this machine's omit-lockfile-registry-resolved): every tag it locks is pinned in package.json", () => {
    const lock = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package-lock.json"), "utf8")) as Lockfile;
    // Stripped of every registry URL, as npm install with that setting writes it, nothing is added back.
    const stripped = structuredClone(lock);
    for (const entry of Object.values(stripped.packages)) if (entry.resolved?.startsWith("https://registry.npmjs.org/")) delete entry.resolved;
    const { overrides } = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")) as { overrides: Overrides };
    expect(completeLockfile(stripped, new Map(), overrides).changes).toEqual([]);
    expect(Object.values(lock.packages).filter((entry) => entry.resolved?.startsWith("https://registry.npmjs.org/"))).toEqual([]);
  });
});
