// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { getStaticPaths, GET } from "../../pages/[beacon].js";

afterEach(() => void vi.unstubAllEnvs());

const paths = () => (getStaticPaths as unknown as () => { params: { beacon: string }; props: unknown }[])();

describe("the beacon file the build writes", () => {
  it("is /pulse.js, minified, when analytics is on", async () => {
    vi.stubEnv("ANALYTICS_PROVIDER", "server");
    const [path, ...others] = paths();
    expect(others).toEqual([]);
    expect(path!.params).toEqual({ beacon: "pulse" });
    const response = await (GET as unknown as (context: { props: unknown }) => Response)({ props: path!.props });
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const script = await response.text();
    expect(script).toContain('"/pulse"');
    expect(script).not.toContain("\n  ");
  });

  it("is not written at all when analytics is off", () => {
    vi.stubEnv("ANALYTICS_PROVIDER", "none");
    expect(paths()).toEqual([]);
  });
});
