import { test } from "./fixtures";
import { defineJourneys } from "./journeys";

test.use({ engine: "firefox" });
defineJourneys("firefox");
