import type { PageContentInput } from "../schema";

export default {
  slug: "edtech",
  title: "EdTech",
  subtitle:
    "We build learning platforms, content pipelines and assessment engines for schools, universities, test-prep companies and corporate academies. The work covers the standards your buyers ask about and the low-end phones your learners actually use.",
  summary: "Learning platforms, SCORM and xAPI content, live classes and assessments that work on any network",
  metaDescription:
    "Kovira Labs builds edtech products: LMS integrations with SCORM, xAPI and LTI 1.3, live and recorded classes for low bandwidth, and assessment engines.",
  icon: "graduation-cap",
  heroImage: {
    id: "services/edtech/hero",
    alt: "A teacher's dashboard on a laptop showing class progress beside a stack of notebooks",
  },
  heroBackground: {
    type: "carousel",
    durationMs: 5000,
    images: [
      { id: "services/edtech/frame-1", alt: "Students in a Bengaluru classroom following a lesson on tablets" },
      { id: "services/edtech/frame-2", alt: "A teacher recording a video lesson in a small studio with a ring light" },
      { id: "services/edtech/frame-3", alt: "A learner revising on a budget Android phone at a kitchen table" },
    ],
  },
  heroOverlay: "primary",
  sections: [
    {
      id: "lms-interoperability",
      title: "Content and tools that fit your buyers' LMS",
      content:
        "Universities and corporate academies will ask how your product fits their existing LMS before they ask about features. We package courses as SCORM 1.2, SCORM 2004 or cmi5, and emit xAPI statements to a learning record store so activity outside the course player is counted too. Tools launch from Moodle, Canvas or any other LTI 1.3 platform with grade passback, and question banks move in and out as QTI. Rosters sync over OneRoster, so nobody re-types a class list at the start of term.",
      image: {
        id: "services/edtech/section-1",
        alt: "A course author previewing a SCORM module inside a university LMS",
      },
      imagePosition: "right",
      features: [
        "SCORM 1.2, SCORM 2004 and cmi5 packaging",
        "xAPI statements to your learning record store",
        "LTI 1.3 launches with deep linking and grades",
        "QTI import and export for question banks",
        "OneRoster sync for classes and enrolments",
      ],
    },
    {
      id: "learning-on-any-network",
      title: "Live and recorded classes on unreliable networks",
      content:
        "Many learners study on entry-level Android phones, shared data packs and connections that drop in the middle of a class. We stream recorded lessons over adaptive HLS, allow encrypted offline downloads protected by Widevine or FairPlay DRM, and fall back to audio with slides when video will not hold. Live classes run on WebRTC with polls, doubt queues and automatic recordings. Content pipelines handle subtitles and dubbing into Indian languages, so a Kannada or Odia version ships alongside the English one.",
      image: {
        id: "services/edtech/section-2",
        alt: "A student watching a recorded lesson on a phone while travelling on a city bus",
      },
      imagePosition: "left",
      features: [
        "Adaptive HLS streaming with audio-only fallback",
        "DRM-protected offline downloads for paid courses",
        "WebRTC live classes with doubt queues",
        "Subtitle and dubbing workflow for Indian languages",
        "App builds tuned for 2 GB RAM phones",
      ],
    },
    {
      id: "assessment-and-learner-data",
      title: "Assessments, progress and learner privacy",
      content:
        "We build item banks tagged by topic, difficulty and learning outcome, and test engines that handle timed sections, negative marking and randomised papers. For high-stakes online exams we add browser lockdown and proctoring, with a person reviewing every flag before it counts against a candidate. Progress dashboards draw on xAPI data so teachers see where a class is stuck, not just who logged in. Where learners are under 18, we design for the DPDP Act's verifiable parental consent and its bar on tracking and targeted advertising aimed at children.",
      image: {
        id: "services/edtech/section-3",
        alt: "A teacher reviewing a class progress chart after an online test",
      },
      imagePosition: "right",
      features: [
        "Item banks tagged to learning outcomes",
        "Randomised papers with negative marking rules",
        "Proctoring with human review of flags",
        "Verifiable parental consent for learners under 18",
        "Certificates pushed to DigiLocker for verification",
      ],
    },
  ],
} satisfies PageContentInput;
