import { factTexts, fillFacts } from "~/content/counts";
import { site } from "~/content/site";
import { ANALYTICS_RETENTION_TEXT, RETENTION_TEXT } from "~/shared/retention";

/**
 * Values the pages quote from the code and the content that keep them true: `{retention}` is how
 * long enquiries are kept (src/shared/retention.ts), which the outbox's purge applies, and
 * `{countsRetention}` how long the counts of visits are, which the analytics store applies;
 * `{incidentNotice}`, `{codeOwnership}` and the other fact tokens are written once in `site.json`
 * (src/content/counts.ts).
 */
export function withSettings(text: string) {
  return fillFacts(
    text.replaceAll("{retention}", RETENTION_TEXT).replaceAll("{countsRetention}", ANALYTICS_RETENTION_TEXT),
    factTexts(site.commitments),
  );
}
