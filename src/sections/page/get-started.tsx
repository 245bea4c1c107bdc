import ArrowUp from "lucide-react/icons/arrow-up";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";
import { paths } from "~/lib/paths";

/**
 * The "Ready to Get Started?" block: the page's own ask (`lead`, from its content), then Contact Us,
 * which opens Connect, and Learn More, which returns to the first section's heading (it takes focus,
 * having tabindex -1) as the hero's link does: markup, no script.
 */
export function GetStarted({ firstSectionId, lead }: { firstSectionId: string; lead: string }) {
  return (
    <section aria-labelledby="get-started-title" className="py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-brand-700 px-8 py-14 text-center text-white sm:px-16 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_107_61/0.45),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(7_11_23/0.6),transparent_50%)]"
          />
          <div className="on-dark relative">
            <h2 id="get-started-title" className="text-display-md font-semibold">
              Ready to Get Started?
            </h2>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-50">
              {lead} Leave your name and number, and a senior engineer calls you back to hear it, usually the same working day. From outside India,{" "}
              <a href={paths.bookMeeting} className="font-medium text-white underline underline-offset-4">
                book a meeting
              </a>{" "}
              on your own clock instead.
            </p>
            <ContactRow className="mt-9 flex flex-wrap justify-center gap-3">
              <ContactOpener kind="connect" size="lg" variant="light">
                Contact Us
              </ContactOpener>
              <ButtonLink href={`#${firstSectionId}-title`} size="lg" variant="outlineLight">
                Learn More
                <ArrowUp aria-hidden="true" />
              </ButtonLink>
            </ContactRow>
          </div>
        </div>
      </Container>
    </section>
  );
}
