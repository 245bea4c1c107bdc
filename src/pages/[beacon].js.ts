import type { APIRoute, GetStaticPaths } from "astro";
import { beaconScript, beaconSettings } from "~/features/analytics/beacon";
import { analyticsBuildConfig } from "~/features/analytics/config";
import { BEACON_PATH } from "~/shared/analytics-events";
import { minifiedScript } from "../../integrations/site-output/inline-scripts";

// The analytics beacon, `/pulse.js`: written only when analytics is on (see ~/features/analytics/config).
export const getStaticPaths: GetStaticPaths = () => {
  const settings = beaconSettings(analyticsBuildConfig());
  return settings ? [{ params: { beacon: BEACON_PATH.slice(1, -".js".length) }, props: { settings } }] : [];
};

export const GET: APIRoute = ({ props }) =>
  new Response(minifiedScript(beaconScript((props as { settings: NonNullable<ReturnType<typeof beaconSettings>> }).settings)), {
    headers: { "Content-Type": "text/javascript; charset=utf-8" },
  });
