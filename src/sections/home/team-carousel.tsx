import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import type { ReactNode } from "react";
import { cardVariants } from "~/components/ui/card";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "~/components/ui/carousel";
import { opensDialog } from "~/components/ui/dialog";
import { Picture } from "~/components/ui/picture";
import { Section, SectionHeading } from "~/components/ui/section";
import type { HomePageContent } from "~/content/home-page";
import { cn } from "~/lib/cn";
import { TeamMemberDialog, teamMemberDialogId, type TeamMember } from "./team-member-dialog";

/** Embla's scroll duration; the spec's carousel "speed 20". */
export const TEAM_CAROUSEL_DURATION = 20;
/** Each slide: the slides come inside Astro's slot element, so the carousel is told which they are. */
const SLIDE = "[data-slot=carousel-item]";

function TeamMemberCard({ member }: { member: TeamMember }) {
  const id = `team-${member.id}`;
  return (
    <>
      <button
        type="button"
        {...opensDialog(teamMemberDialogId(member))}
        aria-labelledby={`${id}-name ${id}-role`}
        aria-describedby={`${id}-about`}
        className={cn(cardVariants({ interactive: true }), "group team-card h-full w-full text-left")}
      >
        <span className="block aspect-[4/5] overflow-hidden bg-surface-sunken">
          <Picture
            image={{ ...member.avatar, alt: "" }}
            sizes="(min-width: 1280px) 380px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 85vw"
            className="block size-full"
            imgClassName="object-top transition-transform duration-700 ease-(--ease-out-quint) group-hover:scale-[1.03]"
            fill
          />
        </span>
        <span className="flex flex-1 flex-col p-6">
          <span id={`${id}-name`} className="font-display text-xl font-semibold">
            {member.name}
          </span>
          <span id={`${id}-role`} className="mt-1 text-sm font-medium text-brand-700">
            {member.role}
          </span>
          <span id={`${id}-about`} className="mt-3 leading-relaxed text-ink-600">
            {member.about}
          </span>
          <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-ink-900">
            Read profile
            <ArrowUpRight className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
          </span>
        </span>
      </button>
      <TeamMemberDialog member={member} />
    </>
  );
}

/** The slides, drawn at build time: each member's card, and their profile's dialog beside it. */
export function TeamSlides({ members }: { members: TeamMember[] }) {
  return members.map((member, index) => (
    <CarouselItem key={member.id} aria-label={`${index + 1} of ${members.length}`} basis="basis-[85%] sm:basis-[46%] lg:basis-[31%]">
      <TeamMemberCard member={member} />
    </CarouselItem>
  ));
}

type TeamCarouselProps = {
  /** The section's heading (Astro's slot "intro"), drawn at build time. */
  intro?: ReactNode;
  /** The `TeamSlides`, drawn at build time. */
  children?: ReactNode;
};

/** The carousel: an island whose work is scrolling its slides, which come as HTML. */
export function TeamCarousel({ intro, children }: TeamCarouselProps) {
  return (
    <Carousel opts={{ duration: TEAM_CAROUSEL_DURATION, align: "start", slides: SLIDE }} aria-label="Team members">
      <div className="flex flex-wrap items-end justify-between gap-8">
        {intro}
        <div className="flex gap-3">
          <CarouselPrevious label="Previous team member" />
          <CarouselNext label="Next team member" />
        </div>
      </div>
      <CarouselContent className="mt-12 pt-2 pb-4">{children}</CarouselContent>
    </Carousel>
  );
}

/** The team section, drawn at build time; its child is the `TeamCarousel` island. */
export function TeamSection({ children }: { children: ReactNode }) {
  return (
    <Section tone="raised" aria-labelledby="team-title">
      {children}
    </Section>
  );
}

/** The section's heading, for `TeamCarousel`'s slot "intro". */
export function TeamIntro({ intro }: { intro: HomePageContent["teamSection"] }) {
  return <SectionHeading id="team-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />;
}
