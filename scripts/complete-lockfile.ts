/*
 * Makes package-lock.json acceptable to `npm ci` (npm 10 and 11) on every platform.
 *
 *   npx tsx scripts/complete-lockfile.ts [path/to/package-lock.json] [--offline] [--check]
 *
 * 1. npm 11 builds its ideal tree with every platform's optional dependency and refuses a lock that
 *    lacks any of them ("Missing: @rollup/rollup-darwin-arm64@ from lock file"). Our registry mirror
 *    answers 404 for other platforms' binaries, so npm cannot record them itself. We add those entries,
 *    with the registry's own manifest data when the mirror has it and os/cpu/libc derived from the
 *    package name otherwise, so that npm skips them wherever they do not apply.
 * 2. A dependency on a dist-tag ("third-party-web": "latest" in @paulirish/trace_engine) is only
 *    accepted by npm when the locked package has a registry `resolved` URL (arborist's dep-valid
 *    treats tag specs that way). `omit-lockfile-registry-resolved` drops that URL, so `npm ci`
 *    re-resolves the tag against today's registry and wants a different version than the lock holds
 *    ("Missing: third-party-web@0.30.0"). We write the canonical registry URL back for exactly those
 *    tag targets: the locked tree stays as it is, instead of following whatever "latest" is today.
 *    But `npm install` with the same setting removes that URL again, so every install changed the
 *    lock and `git status` showed a change nobody made. A tag the project pins to one version in
 *    package.json's `overrides` needs no URL (the override's exact version is what npm checks), so
 *    none is written for it; package.json pins the tags its dependencies ask for.
 *
 * Pure transformation in `completeLockfile`; registry look-ups and file I/O only in `main`.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export type LockEntry = {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
};

export type Lockfile = { lockfileVersion: number; packages: Record<string, LockEntry>; [key: string]: unknown };

/** The fields of `npm view NAME@SPEC --json` that we use. */
export type Manifest = {
  name: string;
  version: string;
  os?: string | string[];
  cpu?: string | string[];
  libc?: string | string[];
  license?: string;
  funding?: unknown;
  deprecated?: string;
  engines?: Record<string, string>;
  bin?: string | Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  bundleDependencies?: string[] | boolean;
  bundledDependencies?: string[] | boolean;
  dist?: { integrity?: string };
};

/** Keyed by "NAME@SPEC"; null means the registry has no such version (404). */
export type Manifests = ReadonlyMap<string, Manifest | null>;

export type Result = {
  lock: Lockfile;
  /** Human-readable list of what changed. */
  changes: string[];
  /** "NAME@SPEC" keys that were not in `manifests`: look them up and run again for real registry data. */
  lookups: string[];
  warnings: string[];
};

const OS = ["darwin", "linux", "win32", "android", "freebsd", "openbsd", "netbsd", "sunos", "aix", "openharmony"];
const CPU = ["x64", "arm64", "arm", "ia32", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32"];

/** os/cpu/libc as platform binaries spell them in their names (`@rollup/rollup-linux-arm-musleabihf`). */
export function derivePlatform(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> {
  let os: string | undefined;
  let cpu: string | undefined;
  let libc: string | undefined;
  for (const token of (name.split("/").pop() ?? name).split("-")) {
    if (token === "linuxmusl") [os, libc] = ["linux", "musl"];
    else if (!os && OS.includes(token)) os = token;
    else if (!cpu && CPU.includes(token)) cpu = token;
    else if (token.startsWith("gnu") || token === "glibc") libc ??= "glibc";
    else if (token.startsWith("musl")) libc ??= "musl";
  }
  // wasm32 binaries run on any OS; npm fails libc checks on every OS but Linux.
  if (cpu === "wasm32") os = undefined;
  if (os !== "linux") libc = undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

/** The tarball URL npm writes for registry packages; npm swaps the host for the configured registry. */
export function registryTarball(name: string, version: string) {
  return `https://registry.npmjs.org/${name}/-/${name.split("/").pop()}-${version}.tgz`;
}

const EXACT = /^[=v]*\s*(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)(?:\+[0-9A-Za-z.-]+)?$/;
const exactVersion = (spec: string) => EXACT.exec(spec.trim())?.[1];

/** A dist-tag such as "latest" or "next" (npm-package-arg: a registry spec that is no semver range). */
export function isDistTag(spec: string) {
  return /^[a-z][\w.-]*$/i.test(spec) && !/^(?:v\d|[x*](?:[.-]|$))/i.test(spec);
}

/** Git, file, URL and alias specs say nothing about which registry version to lock. */
const isRegistrySpec = (spec: string) => !/[:/]/.test(spec);

/** Lock locations node would try, nearest first, for `require(name)` from the package at `from`. */
export function resolutionPath(from: string, name: string) {
  const paths: string[] = [];
  let base = from;
  for (;;) {
    paths.push(base ? `${base}/node_modules/${name}` : `node_modules/${name}`);
    if (!base) return paths;
    const at = base.lastIndexOf("node_modules/");
    // A workspace folder ("packages/x") falls through to the root's node_modules.
    base = at < 0 ? "" : base.slice(0, at).replace(/\/$/, "");
  }
}

const asList = (value: string | string[] | undefined) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

function entryFromManifest(name: string, m: Manifest): LockEntry {
  const bundleList = m.bundleDependencies ?? m.bundledDependencies;
  const bundled = new Set(bundleList === true ? Object.keys(m.dependencies ?? {}) : Array.isArray(bundleList) ? bundleList : []);
  const dependencies = Object.fromEntries(Object.entries(m.dependencies ?? {}).filter(([dep]) => !bundled.has(dep)));
  const bin = typeof m.bin === "string" ? { [name.split("/").pop() ?? name]: m.bin } : m.bin;
  const scripts = m.scripts ?? {};
  return {
    version: m.version,
    ...(m.dist?.integrity && { integrity: m.dist.integrity }),
    ...(asList(m.os) && { os: asList(m.os) }),
    ...(asList(m.cpu) && { cpu: asList(m.cpu) }),
    ...(asList(m.libc) && { libc: asList(m.libc) }),
    ...(m.license && { license: m.license }),
    ...(m.funding !== undefined && { funding: m.funding }),
    ...(m.deprecated && { deprecated: m.deprecated }),
    ...(m.engines && Object.keys(m.engines).length > 0 && { engines: m.engines }),
    ...(bin && { bin: Object.fromEntries(Object.entries(bin).map(([k, v]) => [k, v.replace(/^\.\//, "")])) }),
    ...((scripts.preinstall || scripts.install || scripts.postinstall) && { hasInstallScript: true }),
    ...(Object.keys(dependencies).length > 0 && { dependencies }),
    ...(m.optionalDependencies && Object.keys(m.optionalDependencies).length > 0 && { optionalDependencies: m.optionalDependencies }),
  };
}

/**
 * Flags npm would compute for a package reached only through an optional edge from `parent`:
 * always optional; dev/peer when the parent is. A devOptional parent is also reachable from prod,
 * so its optional children are plain optional (npm writes devOptional only when neither flag holds).
 */
const FLAGS = ["dev", "optional", "devOptional", "peer"] as const;
const inheritedFlags = (parent: LockEntry): LockEntry => ({
  optional: true,
  ...(parent.dev && { dev: true }),
  ...(parent.peer && { peer: true }),
});

/** package.json's `overrides`: a version for a package, or, under a package's name, for its dependencies. */
export type Overrides = { [name: string]: string | Overrides };

/** Whether `overrides` pins `name`, as a dependency of `parent`, to one exact version. */
export function pinnedByOverride(overrides: Overrides, parent: string | undefined, name: string) {
  const exact = (value: unknown) => typeof value === "string" && exactVersion(value) !== undefined;
  const under = parent ? overrides[parent] : undefined;
  return exact(overrides[name]) || (typeof under === "object" && exact(under[name]));
}

/** A lock location's package name: `node_modules/@scope/name` is `@scope/name`. */
const nameAt = (location: string, entry: LockEntry) => entry.name ?? location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);

export function completeLockfile(input: Lockfile, manifests: Manifests = new Map(), overrides: Overrides = {}): Result {
  const lock = structuredClone(input);
  const pkgs = lock.packages;
  const changes: string[] = [];
  const lookups = new Set<string>();
  const warnings = new Set<string>();
  const added = new Set<string>();

  const manifest = (key: string) => {
    if (!manifests.has(key)) lookups.add(key);
    return manifests.get(key) ?? undefined;
  };

  // Added entries can bring optional dependencies of their own (@img/sharp-darwin-arm64 → libvips): repeat until stable.
  for (let pass = 0, changed = true; changed && pass < 10; pass++) {
    changed = false;
    for (const from of Object.keys(pkgs).sort()) {
      const parent = pkgs[from];
      if (!parent || parent.link) continue;
      // Only entries we created get their plain dependencies filled: they came from a registry manifest.
      const wanted = { ...(added.has(from) ? parent.dependencies : {}), ...parent.optionalDependencies };
      for (const [name, spec] of Object.entries(wanted)) {
        const path = resolutionPath(from, name);
        const foundAt = path.find((loc) => pkgs[loc]);
        const found = foundAt === undefined ? undefined : pkgs[foundAt];
        const exact = exactVersion(spec);
        const usable = found && (found.link || (found.version && (exact === undefined || found.version === exact)));
        if (foundAt && usable) {
          if (added.has(foundAt)) {
            // Shared by several parents: dev/peer only if every parent is.
            if (!parent.dev) delete pkgs[foundAt]!.dev;
            if (!parent.peer) delete pkgs[foundAt]!.peer;
          }
          continue;
        }
        if (!isRegistrySpec(spec)) {
          warnings.add(`${from || "(root)"}: cannot lock ${name}@${spec} (not a registry spec)`);
          continue;
        }
        // An entry without a version (npm/cli#9342) is repaired where it is; a wrong version is shadowed
        // from the parent's own node_modules. Nothing found means the hoisted slot is free.
        const repair = found && !found.version ? found : undefined;
        const at = repair ? foundAt! : found ? path[0]! : `node_modules/${name}`;
        if (found && !repair && at === foundAt) {
          warnings.add(`${at} holds ${found.version}, but ${from || "(root)"} wants ${name}@${spec}`);
          continue;
        }
        const m = manifest(`${name}@${exact ?? spec}`);
        const version = m?.version ?? exact;
        if (!version) {
          warnings.add(`${from || "(root)"}: no version for ${name}@${spec} without the registry`);
          continue;
        }
        const derived = !m && derivePlatform(name);
        if (derived && !derived.os && !derived.cpu)
          warnings.add(`${name}@${version}: platform not derivable from the name; npm will try it everywhere`);
        // A repaired entry keeps the flags npm computed for it.
        const flags =
          repair && FLAGS.some((k) => k in repair)
            ? Object.fromEntries(FLAGS.filter((k) => k in repair).map((k) => [k, repair[k]]))
            : inheritedFlags(parent);
        pkgs[at] = { ...(m ? entryFromManifest(name, m) : { version, ...derived }), ...flags };
        added.add(at);
        changes.push(`${repair ? "repaired" : "added"} ${at}@${version}${m ? "" : " (derived from the name)"}`);
        changed = true;
      }
    }
  }

  for (const [from, entry] of Object.entries(pkgs)) {
    if (entry.link) continue;
    for (const deps of [entry.dependencies, entry.optionalDependencies, entry.peerDependencies, entry.devDependencies]) {
      for (const [name, spec] of Object.entries(deps ?? {})) {
        if (!isDistTag(spec) || pinnedByOverride(overrides, from ? nameAt(from, entry) : undefined, name)) continue;
        const at = resolutionPath(from, name).find((loc) => pkgs[loc]);
        const target = at === undefined ? undefined : pkgs[at];
        if (!at || !target || target.link || target.inBundle || !target.version || target.resolved) continue;
        target.resolved = registryTarball(target.name ?? name, target.version);
        changes.push(`resolved ${at}@${target.version} (required as ${name}@${spec} by ${from || "(root)"})`);
      }
    }
  }

  return { lock, changes, lookups: [...lookups].sort(), warnings: [...warnings] };
}

/** npm's key order (json-stringify-nice with arborist's swKeyOrder): preferred keys, then the rest; non-objects before objects. */
const KEY_ORDER = ["name", "version", "lockfileVersion", "resolved", "integrity", "requires", "packages", "dependencies"];
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const compareKeys = (a: string, b: string) => {
  const [ia, ib] = [KEY_ORDER.indexOf(a), KEY_ORDER.indexOf(b)];
  if (ia >= 0 || ib >= 0) return ia < 0 ? 1 : ib < 0 ? -1 : ia - ib;
  return a.localeCompare(b, "en");
};

export function stringifyLockfile(lock: Lockfile, indent: string | number = 2, eol = "\n") {
  const sorted = (_key: string, value: unknown) =>
    isObject(value)
      ? Object.fromEntries(
          Object.entries(value).sort(([a, av], [b, bv]) => (isObject(av) === isObject(bv) ? compareKeys(a, b) : isObject(av) ? 1 : -1)),
        )
      : value;
  return `${JSON.stringify(lock, sorted, indent)}\n`.replace(/\n/g, eol);
}

function npmView(spec: string, cwd: string): Promise<{ manifest: Manifest | null; error?: string }> {
  return new Promise((done) => {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    execFile(
      npm,
      ["view", spec, "--json"],
      { cwd, timeout: 120_000, maxBuffer: 256 * 1024 * 1024, shell: process.platform === "win32" },
      (err, stdout) => {
        let parsed: unknown;
        try {
          parsed = stdout.trim() ? JSON.parse(stdout) : undefined;
        } catch {
          parsed = undefined;
        }
        const error =
          isObject(parsed) && isObject(parsed.error)
            ? String(parsed.error.code)
            : err
              ? (err.message.split("\n")[0] ?? "failed")
              : undefined;
        if (error) return done({ manifest: null, error: error === "E404" ? undefined : error });
        // A range can match several versions: take the highest, as npm would.
        const list = (Array.isArray(parsed) ? parsed : [parsed]).filter((m): m is Manifest => isObject(m) && typeof m.version === "string");
        const best = list.sort((a, b) => compareVersions(a.version, b.version)).pop();
        done(best ? { manifest: best } : { manifest: null, error: "no manifest in npm view output" });
      },
    );
  });
}

export function compareVersions(a: string, b: string) {
  const parse = (v: string) => {
    const [main = "", pre] = v.split("+")[0]!.split(/-(.*)/s);
    return { nums: main.split(".").map(Number), pre };
  };
  const [pa, pb] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if ((pa.nums[i] ?? 0) !== (pb.nums[i] ?? 0)) return (pa.nums[i] ?? 0) - (pb.nums[i] ?? 0);
  if (pa.pre === pb.pre) return 0;
  if (pa.pre === undefined) return 1;
  if (pb.pre === undefined) return -1;
  return pa.pre.localeCompare(pb.pre, "en", { numeric: true });
}

async function main(argv: string[]) {
  const file = resolve(argv.find((a) => !a.startsWith("--")) ?? "package-lock.json");
  const offline = argv.includes("--offline");
  const check = argv.includes("--check");
  const text = readFileSync(file, "utf8");
  const lock = JSON.parse(text) as Lockfile;
  const indent = /^\{\r?\n([ \t]+)"/.exec(text)?.[1] ?? 2;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";

  const manifest = join(dirname(file), "package.json");
  const overrides = existsSync(manifest) ? ((JSON.parse(readFileSync(manifest, "utf8")) as { overrides?: Overrides }).overrides ?? {}) : {};
  const manifests = new Map<string, Manifest | null>();
  const failures: string[] = [];
  let result = completeLockfile(lock, manifests, overrides);
  while (!offline && result.lookups.some((k) => !manifests.has(k))) {
    const todo = result.lookups.filter((k) => !manifests.has(k));
    for (let i = 0; i < todo.length; i += 6) {
      await Promise.all(
        todo.slice(i, i + 6).map(async (spec) => {
          const { manifest, error } = await npmView(spec, dirname(file));
          manifests.set(spec, manifest);
          if (error) failures.push(`${spec}: ${error}`);
        }),
      );
    }
    result = completeLockfile(lock, manifests, overrides);
  }

  const output = stringifyLockfile(result.lock, indent, eol);
  for (const line of result.changes) console.log(line);
  for (const line of result.warnings) console.warn(`warning: ${line}`);
  for (const line of failures) console.warn(`warning: registry look-up failed, derived from the name instead: ${line}`);
  if (output === text) return console.log(`${file}: complete, nothing to do`);
  if (check) {
    console.error(`${file}: incomplete; run npx tsx scripts/complete-lockfile.ts`);
    process.exitCode = 1;
    return;
  }
  writeFileSync(file, output);
  console.log(`${file}: ${result.changes.length} change(s) written`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
