import type { LegalPageInput } from "../schema";

export default {
  slug: "privacy",
  title: "Privacy notice",
  subtitle: "What this website collects through its two forms, why we collect it and how you can control it.",
  metaDescription:
    "How Kovira Labs handles the details you send through our Book a Meeting and Connect forms, and your rights under the DPDP Act 2023 and the GDPR.",
  updated: "2026-11-01",
  sections: [
    {
      id: "who-we-are",
      heading: "Who is responsible for your data",
      paragraphs: [
        "Kovira Labs is a product-engineering company based at 4th Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034, India.",
        "For personal data collected through this website, we are the data fiduciary under India's Digital Personal Data Protection Act 2023 and the controller under the EU and UK General Data Protection Regulation (GDPR).",
        "This notice covers the website only; personal data we handle while building software for a client is governed by our contract with that client.",
      ],
    },
    {
      id: "what-we-collect",
      heading: "What the forms collect",
      paragraphs: [
        "The site has two forms, and we only receive what you type into them.",
        "We do not ask for sensitive details such as financial, health or identity-document information, so please leave them out of the agenda field.",
      ],
      list: [
        "Book a Meeting: your name, email address, preferred date, preferred time and a short agenda for the call.",
        "Connect: your name and a phone number we can call you back on.",
      ],
    },
    {
      id: "why-we-collect-it",
      heading: "Why we use it",
      paragraphs: [
        "We use these details to reply to you, arrange the meeting you asked for, prepare for it and keep a record of the conversation that follows.",
        "We rely on the consent you give when you submit a form, and under the GDPR also on taking steps you have asked for before a possible contract.",
        "Your details are never sold, rented or used to build advertising profiles, and we will not add you to a mailing list without asking first.",
      ],
    },
    {
      id: "how-submissions-are-delivered",
      heading: "How submissions reach us",
      paragraphs: [
        "Form submissions travel from your browser to EmailJS, an email delivery service, which passes them on to a Kovira Labs inbox.",
        "EmailJS acts as our processor: it handles the submission only to deliver it to us and may not use it for its own purposes.",
        "Its servers may be located outside India or the European Economic Area, so delivering a submission can involve a cross-border transfer, which we limit to the fields listed above.",
        "Once a message lands in our inbox, only the partners and staff who handle enquiries can read it.",
      ],
    },
    {
      id: "cookies-and-analytics",
      heading: "Cookies and analytics",
      paragraphs: [
        "This website sets no tracking cookies and runs no analytics, advertising pixels or session-recording scripts.",
        "Our hosting infrastructure may keep short-lived technical logs, such as IP address and the page requested, to keep the site secure and diagnose faults.",
        "We do not combine those logs with form submissions or use them to identify individual visitors.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        "We keep enquiry details for 24 months after our last contact with you, then delete them.",
        "You can ask us to delete them sooner at any time, and we will do so unless a legal obligation requires us to keep a record.",
        "If an enquiry turns into a project, the contract we sign with your organisation sets the retention period from then on.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "Under the DPDP Act and the GDPR you have the rights listed below, and exercising them costs nothing.",
        "We answer every request within 30 days and may ask for enough information to confirm that the request comes from you.",
      ],
      list: [
        "Access: ask what personal data we hold about you and how we have used it.",
        "Correction: have inaccurate or incomplete details fixed or brought up to date.",
        "Erasure: have your details deleted once they are no longer needed, or earlier if you withdraw consent.",
        "Withdraw consent: withdrawing is as easy as giving consent and does not affect anything we did lawfully before.",
        "Grievance redressal: raise a complaint with us first and receive a written response.",
        "Complaint to a regulator: if our response does not resolve the matter, you can approach the Data Protection Board of India or, in the EU or UK, your local data protection supervisory authority.",
        "Nomination: under the DPDP Act you may name someone to exercise these rights for you in the event of death or incapacity.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "This website is meant for business visitors, and we do not knowingly collect data from anyone under 18.",
        "If you believe a child has sent us their details, tell us and we will delete them promptly.",
      ],
    },
    {
      id: "contact",
      heading: "Contacting us about privacy",
      paragraphs: [
        "Email privacy@kovira-labs.com for any request, question or grievance about this notice, and it will reach the person who handles data protection at Kovira Labs.",
        "Letters can be posted to Kovira Labs, Attn: Privacy, 4th Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034, India.",
        "When this notice changes, we will revise the date at the top of the page and describe any significant change here.",
      ],
    },
  ],
} satisfies LegalPageInput;
