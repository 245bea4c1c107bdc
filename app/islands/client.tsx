import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./island-root";
import { loadIsland } from "./registry";

/**
 * The built site's only script entry. Every page is prerendered HTML; the parts that have
 * something to do (`[data-island]`, see ISLANDS) hydrate here as roots of their own, in page
 * order, from the props written beside them. `<html data-hydrated>` says they are all live.
 * Links are plain links: the next page is another prerendered document.
 */
async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island!;
  const props = JSON.parse(element.nextElementSibling?.textContent ?? "{}") as object;
  const Component = await loadIsland(name);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(element, <IslandRoot Component={Component} props={props} onCommit={resolve} />);
    });
  });
}

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
void Promise.all(islands.map(hydrateIsland)).then(() => {
  document.documentElement.dataset.hydrated = "true";
});
