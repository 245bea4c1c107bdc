import { NotFound } from "~/components/layout/not-found";

export default function NotFoundRoute() {
  return <NotFound />;
}
