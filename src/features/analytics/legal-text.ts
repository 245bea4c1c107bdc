import { ANALYTICS_RETENTION_TEXT } from "../../shared/retention";
import type { AnalyticsConfig } from "./config";

/**
 * The company that keeps this site's counts for us, where one does: /privacy names it as the
 * counts' keeper and /security lists it among the sub-processors, so that both pages name the one
 * service the build is configured with, and a site that counts on its own server or counts
 * nothing names none.
 */
export const MEASUREMENT_SERVICES = {
  plausible: { company: "Plausible Insights OÜ", country: "Estonia" },
  umami: { company: "Umami Software, Inc.", country: "the United States" },
} as const;

export const MEASUREMENT_TOKENS = ["countsKeeper", "measurementService"] as const;
type MeasurementToken = (typeof MEASUREMENT_TOKENS)[number];

/** What each token reads as on a site of this configuration; `measurementService` is empty when no company keeps the counts. */
export function measurementTexts(config: AnalyticsConfig): Record<MeasurementToken, string> {
  if (config.mode === "plausible" || config.mode === "umami") {
    const { company, country } = MEASUREMENT_SERVICES[config.mode];
    return {
      countsKeeper: `${company}, a measurement service in ${country} acting only on our instructions`,
      measurementService: `${company}, ${country}: keeps this website's counts of visits, as our privacy notice describes them, for ${ANALYTICS_RETENTION_TEXT}`,
    };
  }
  return { countsKeeper: config.mode === "server" ? "our own server" : "nobody", measurementService: "" };
}

const TOKEN = new RegExp(`\\{(${MEASUREMENT_TOKENS.join("|")})\\}`, "g");

/**
 * A legal page's sections with the measurement tokens filled for this configuration. A list item
 * that is the `{measurementService}` token alone is left out where no company keeps the counts.
 */
export function withMeasurement<S extends { paragraphs: string[]; list?: string[] }>(sections: S[], config: AnalyticsConfig): S[] {
  const texts = measurementTexts(config);
  const fill = (text: string) => text.replace(TOKEN, (_token, name: MeasurementToken) => texts[name]);
  return sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map(fill),
    ...(section.list && { list: section.list.map(fill).filter((item) => item.trim() !== "") }),
  }));
}
