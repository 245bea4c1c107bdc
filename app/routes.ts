import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products/:slug", "routes/capability-page.tsx", { id: "product" }),
  route("services/:slug", "routes/capability-page.tsx", { id: "service" }),
  route("case/:slug", "routes/case-study.tsx"),
  route("privacy", "routes/legal.tsx", { id: "privacy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("security", "routes/legal.tsx", { id: "security" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
