import Quote from "lucide-react/icons/quote";
import { Dialog } from "~/components/ui/dialog";
import { Picture } from "~/components/ui/picture";
import { SocialLinks } from "~/components/ui/social-links";
import type { HomePageContent } from "~/content/home-page";

/** A team member with their signature SVG's intrinsic size (read at build time). */
/** A signature that does not exist (`astro dev` only; the build refuses it) leaves the quote unsigned. */
export type TeamMember = HomePageContent["teamMembers"][number] & { signatureImage?: { src: string; width: number; height: number } };

/** The dialog a member's card opens: its id. */
export const teamMemberDialogId = (member: TeamMember) => `team-${member.id}-profile`;

/** A member's profile, in the page's HTML, closed until their card opens it (no island needed). */
export function TeamMemberDialog({ member }: { member: TeamMember }) {
  const id = teamMemberDialogId(member);
  return (
    <Dialog id={id} labelledBy={`${id}-name`} describedBy={`${id}-role`} size="lg" padded={false}>
      <div className="grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="max-sm:px-6 max-sm:pt-6 sm:bg-surface-sunken">
          <Picture
            image={member.avatar}
            sizes="(min-width: 640px) 300px, 96px"
            className="block overflow-hidden max-sm:size-24 max-sm:rounded-full sm:size-full"
            fill
            imgClassName="object-top"
          />
        </div>
        <div className="p-6 max-sm:pt-5 sm:p-8 sm:pt-10">
          <h2 id={`${id}-name`} className="pr-10 font-display text-3xl font-semibold">
            {member.name}
          </h2>
          <p id={`${id}-role`} className="mt-1 font-medium text-brand-700">
            {member.role}
          </p>
          <p className="mt-5 leading-relaxed text-ink-700">{member.aboutLong}</p>
          <figure className="mt-6 border-l-3 border-coral-500 pl-5">
            <Quote aria-hidden="true" className="size-5 text-coral-500" />
            <blockquote className="mt-2 font-display text-lg leading-snug font-medium text-ink-900">{member.quote}</blockquote>
            {member.signatureImage && (
              <figcaption className="mt-3">
                <img
                  src={member.signatureImage.src}
                  alt={`Signature of ${member.name}`}
                  width={member.signatureImage.width}
                  height={member.signatureImage.height}
                  loading="lazy"
                  className="h-14 w-auto"
                />
              </figcaption>
            )}
          </figure>
          <SocialLinks owner={member.name} links={member.socials} className="mt-6" />
        </div>
      </div>
    </Dialog>
  );
}
