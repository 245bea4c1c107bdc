import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentProblems } from "./content-problems";

describe("ContentProblems", () => {
  it("names each refused file and field, and what to do", () => {
    render(
      <ContentProblems
        problems={[{ collection: "cases", id: "retail", file: "src/content/cases/retail.yaml", fields: ["client: is missing (it must be text)"] }]}
      />,
    );
    const notice = screen.getByRole("alert");
    expect(notice.textContent).toContain("src/content/cases/retail.yaml");
    expect(screen.getByRole("listitem").textContent).toBe("client: is missing (it must be text)");
    expect(notice.textContent).toContain("change each field named above in that file");
  });

  it("draws nothing on a page whose files are all right", () => {
    const { container } = render(<ContentProblems problems={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
