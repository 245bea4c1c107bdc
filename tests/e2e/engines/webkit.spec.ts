import { test } from "./fixtures";
import { defineJourneys } from "./journeys";

test.use({ engine: "webkit" });
defineJourneys("webkit");
