import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readEntry } from "../content/store";
import { previewTemplates, type PreviewProps } from "./previews";

/** An entry as Decap hands it to a preview: its data read by path. */
const entryOf = (data: unknown): PreviewProps => ({
  entry: {
    getIn: (path) =>
      path.slice(1).reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), data),
  },
  widgetFor: () => null,
});

describe("the editor's previews", () => {
  it("show a team member as the home page's team section does: its card, with the site's classes, and the profile with its signature", () => {
    const member = readEntry("team", "meera-iyer").data;
    const { TeamMember } = previewTemplates(createElement as never, undefined, { [member.avatar.id]: 320 });
    const html = renderToStaticMarkup(TeamMember(entryOf(member)) as never);
    expect(html).toContain('class="card ');
    expect(html).toContain("team-card");
    expect(html).toContain(`src="/images/${member.avatar.id}-320.webp"`);
    expect(html).toContain(member.role);
    expect(html).toContain(`src="/images/${member.signature}.svg" alt="Signature of ${member.name}"`);
  });
});
