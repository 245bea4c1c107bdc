import ArrowLeft from "lucide-react/icons/arrow-left";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "~/lib/seo";
import { paths } from "~/lib/paths";

/** Shown for unknown paths and slugs; the server answers these with HTTP 404. */
export function NotFound() {
  return (
    <Container className="grid min-h-[70vh] place-items-center py-24 text-center">
      <div className="max-w-xl">
        <svg aria-hidden="true" viewBox="0 0 300 110" className="mx-auto h-24 w-auto sm:h-32">
          <text x="150" y="100" textAnchor="middle" className="fill-brand-600/15 font-display text-[120px] font-bold">
            404
          </text>
        </svg>
        <h1 className="-mt-4 text-display-md font-semibold sm:-mt-8">{NOT_FOUND_TITLE}</h1>
        <p className="mt-4 text-lg text-ink-600">{NOT_FOUND_TEXT}</p>
        <p className="mt-2 text-ink-600">
          The link may be out of date, or the page may have moved. The menu above lists every industry, capability and case study.
        </p>
        <ButtonLink href={paths.home} size="lg" className="mt-8">
          <ArrowLeft aria-hidden="true" />
          Back to the home page
        </ButtonLink>
      </div>
    </Container>
  );
}
