import { Card, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import type { AboutContent } from "~/content/schema";
import type { HomePageContent } from "~/content/home-page";
import { fullAddress, site } from "~/content/site";
import { holidayNames, workingDays } from "~/features/contact/meeting-time";
import { paths } from "~/lib/paths";
import { CLIENT_DAY, formatDuration, overlapOn, seasonDates } from "~/lib/working-overlap";
import { BulletList, CompanyHeader, CompanyNextSteps, CompanySection, Paragraphs } from "./company-parts";

type AboutPageProps = {
  about: AboutContent;
  leaders: HomePageContent["teamMembers"];
  year: number;
  /** The build's date in Bengaluru (`2026-11-29`): the holidays named are those from it on. */
  today: string;
};

/** `/about`: the entity, the leaders, the teams, the office and hours, the limits and the audits. */
export function AboutPage({ about, leaders, year, today }: AboutPageProps) {
  const { winter, summer } = seasonDates(year);
  const upcoming = holidayNames(site.meetings, today);
  const headcount = about.organisation.teams.reduce((sum, team) => sum + team.people, 0);
  return (
    <article className="pb-24">
      <CompanyHeader eyebrow="Company" title={about.title} subtitle={about.subtitle} />
      <Container className="max-w-5xl">
        <CompanySection id="company" heading={about.company.heading}>
          <dl className="mt-6 grid gap-x-8 gap-y-4 rounded-card border border-line bg-surface-raised p-6 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-ink-900">Legal name</dt>
            <dd className="text-ink-700">{site.legalName}</dd>
            <dt className="font-semibold text-ink-900">Founded</dt>
            <dd className="text-ink-700">{site.foundingYear}, in Bengaluru</dd>
            <dt className="font-semibold text-ink-900">Registered office</dt>
            <dd className="text-ink-700">{fullAddress}</dd>
            <dt className="font-semibold text-ink-900">Contact</dt>
            <dd className="text-ink-700">
              <a href={`mailto:${site.email}`} className="text-brand-700 underline underline-offset-4">
                {site.email}
              </a>
              , {site.phone.display}
            </dd>
          </dl>
          <Paragraphs paragraphs={about.company.paragraphs} />
        </CompanySection>

        <CompanySection id="leaders" heading={about.leaders.heading}>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-600">{about.leaders.text}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {leaders.map((leader) => (
              <li key={leader.id}>
                <Card className="h-full">
                  <div className="flex flex-1 flex-col gap-4 p-6">
                    <div className="flex items-center gap-4">
                      <Picture
                        image={leader.avatar}
                        sizes="64px"
                        fill
                        className="block size-16 shrink-0 overflow-hidden rounded-full bg-ink-100"
                      />
                      <div>
                        <CardTitle>{leader.name}</CardTitle>
                        <p className="text-sm font-medium text-brand-700">{leader.role}</p>
                      </div>
                    </div>
                    <p className="leading-relaxed text-ink-700">{leader.aboutLong}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </CompanySection>

        <CompanySection id="organisation" heading={about.organisation.heading}>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-600">{about.organisation.text}</p>
          <table className="mt-8 w-full border-collapse text-left">
            <caption className="sr-only">Engineers, designers and delivery leads by practice, {headcount} in all</caption>
            <thead>
              <tr className="border-b border-line text-sm text-ink-600">
                <th scope="col" className="py-3 pr-4 font-semibold">
                  Practice
                </th>
                <th scope="col" className="py-3 pr-4 text-right font-semibold">
                  People
                </th>
                <th scope="col" className="hidden py-3 font-semibold sm:table-cell">
                  What they do
                </th>
              </tr>
            </thead>
            <tbody>
              {about.organisation.teams.map((team) => (
                <tr key={team.name} className="border-b border-line align-top">
                  <th scope="row" className="py-4 pr-4 font-semibold text-ink-900">
                    {team.name}
                    <span className="mt-1 block text-sm font-normal leading-relaxed text-ink-600 sm:hidden">{team.work}</span>
                  </th>
                  <td className="py-4 pr-4 text-right font-display text-lg font-semibold tabular-nums">{team.people}</td>
                  <td className="hidden py-4 leading-relaxed text-ink-700 sm:table-cell">{team.work}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="py-4 pr-4 font-semibold">
                  In all
                </th>
                <td className="py-4 pr-4 text-right font-display text-lg font-semibold tabular-nums">{headcount}</td>
                <td className="hidden sm:table-cell" />
              </tr>
            </tfoot>
          </table>
        </CompanySection>

        <CompanySection id="office" heading={about.office.heading}>
          <Paragraphs paragraphs={about.office.paragraphs} />
          <p className="mt-4 max-w-3xl font-semibold text-ink-900">{fullAddress}</p>
        </CompanySection>

        <CompanySection id="hours" heading={about.hours.heading}>
          <p className="mt-4 max-w-3xl text-[1.0625rem] leading-[1.75] text-ink-700">
            {workingDays(site.meetings)}, {site.meetings.start} to {site.meetings.end} India time (IST, UTC+5:30), closed on the public
            holidays we keep in Bengaluru{upcoming && ` (${upcoming} in the year ahead)`}. {about.hours.text}
          </p>
          <table className="mt-6 w-full border-collapse text-left">
            <caption className="sr-only">
              Our hours in your time zone, and their overlap with a {CLIENT_DAY.start} to {CLIENT_DAY.end} working day
            </caption>
            <thead>
              <tr className="border-b border-line text-sm text-ink-600">
                <th scope="col" className="py-3 pr-4 font-semibold">
                  Where you are
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  Our hours in winter
                </th>
                <th scope="col" className="py-3 font-semibold">
                  Our hours in summer
                </th>
              </tr>
            </thead>
            <tbody>
              {about.hours.zones.map((zone) => (
                <tr key={zone.timeZone} className="border-b border-line align-top">
                  <th scope="row" className="py-3 pr-4 font-semibold text-ink-900">
                    {zone.label}
                  </th>
                  {[winter, summer].map((date, index) => {
                    const { ourHours, overlapMinutes } = overlapOn(date, site.meetings, zone.timeZone);
                    return (
                      <td key={date} className={index === 0 ? "py-3 pr-4" : "py-3"}>
                        <span className="block text-ink-900 tabular-nums">{ourHours}</span>
                        <span className="block text-sm text-ink-600">{`${formatDuration(overlapMinutes)} overlap`}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {about.hours.note && <p className="mt-4 max-w-3xl text-[1.0625rem] leading-[1.75] text-ink-700">{about.hours.note}</p>}
        </CompanySection>

        <CompanySection id="boundaries" heading={about.boundaries.heading}>
          <Paragraphs paragraphs={about.boundaries.paragraphs} />
          {about.boundaries.list && <BulletList items={about.boundaries.list} />}
        </CompanySection>

        <CompanySection id="certifications" heading={about.certifications.heading}>
          <Paragraphs paragraphs={about.certifications.paragraphs} />
          {about.certifications.list && <BulletList items={about.certifications.list} />}
        </CompanySection>

        <CompanyNextSteps sibling={{ href: paths.howWeWork, label: "How we work" }} />
      </Container>
    </article>
  );
}
