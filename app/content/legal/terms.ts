import type { LegalPageInput } from "../schema";

export default {
  slug: "terms",
  title: "Website terms of use",
  subtitle: "The rules for using the Kovira Labs website, written to be read rather than skipped.",
  metaDescription:
    "Terms for using the Kovira Labs website: permitted use, intellectual property, disclaimers, liability limits and Indian governing law.",
  updated: "2026-11-01",
  sections: [
    {
      id: "about-these-terms",
      heading: "About these terms",
      paragraphs: [
        "These terms apply to anyone who visits or uses this website, which is run by Kovira Labs from Bengaluru, India.",
        "By using the site you accept them; if you do not agree, please do not use it.",
        "They cover the website only, and any work we do for you will be governed by a separate signed agreement.",
      ],
    },
    {
      id: "using-the-website",
      heading: "Using the website",
      paragraphs: [
        "You may browse, read and share pages from this site for lawful purposes, including evaluating us as a supplier.",
        "Sending an enquiry through a form does not create a contract or an obligation for either side to start work.",
      ],
      list: [
        "Do not try to gain unauthorised access to the site, its servers or any connected system.",
        "Do not overload the site with automated requests or interfere with how it works for other visitors.",
        "Do not submit forms in someone else's name or send content that is unlawful, abusive or misleading.",
        "Do not scrape the site in bulk to republish its content or to collect staff contact details.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        "The text, design, illustrations, photographs, code and logos on this site belong to Kovira Labs or are used with permission.",
        "You may quote short passages with a link back to the source page, but you may not copy, adapt or sell larger parts of the site without our written consent.",
        "Product names and logos of technologies shown on the site belong to their respective owners and appear only to describe the tools we work with.",
      ],
    },
    {
      id: "no-warranties",
      heading: "Content is provided as is",
      paragraphs: [
        "We write the site carefully, but it is general information about our services and not professional, legal or technical advice for your situation.",
        "Case studies describe results for particular clients under particular conditions, and the same results are not promised for your project.",
        "We make no warranty that the site will be accurate, complete, uninterrupted or free of errors, and we may change or remove content without notice.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      paragraphs: [
        "To the extent the law allows, Kovira Labs is not liable for any indirect, incidental or consequential loss, or for lost profit, data or business, arising from your use of this website.",
        "Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud.",
      ],
    },
    {
      id: "links",
      heading: "Links to other websites",
      paragraphs: [
        "Some pages link to external sites, such as social profiles or technology documentation, for your convenience.",
        "We do not control those sites and are not responsible for their content, availability or privacy practices.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      paragraphs: [
        "These terms are governed by the laws of India.",
        "Any dispute about them or about this website falls under the exclusive jurisdiction of the courts at Bengaluru, Karnataka.",
      ],
    },
    {
      id: "changes-and-contact",
      heading: "Changes and contact",
      paragraphs: [
        "We may revise these terms from time to time, and the version shown here, with its date, is the one that applies.",
        "Questions about these terms can be sent to legal@kovira-labs.com or by post to 4th Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034, India.",
      ],
    },
  ],
} satisfies LegalPageInput;
