import type { CaseStudyInput } from "../schema";

export default {
  slug: "smart-food-logging",
  title: "Smart Food Logging",
  industry: "HealthTech",
  client: "A nutrition-coaching app serving users in India and the Gulf",
  summary: "Photo and voice meal logging tuned for Indian food, bringing a typical entry down to eight seconds",
  metaDescription:
    "How Kovira Labs built photo-based meal logging with a 3,200-dish Indian food database, so coaching-app users log 2.4 times as many meals each week.",
  heroTitle: "Meal logging cut from a minute to eight seconds",
  heroSubtitle:
    "We rebuilt food logging around Indian plates, household portions and a one-tap confirm. Users log more than twice as many meals, and coaches read fewer of them.",
  heroImg: {
    id: "case/smart-food-logging/hero",
    alt: "A phone camera framing a steel thali of dal, sabzi, rice and two rotis, with dish suggestions shown on screen",
  },
  timelineData: [
    {
      title: "Vision & Challenge",
      content:
        "The client's coaches build meal plans around what people actually eat, yet fewer than a third of users were still logging after two weeks. Typing 'rajma chawal, one katori' into a search built on a US food database returned nothing useful, so people guessed or gave up. Coaches then spent evenings chasing clients on WhatsApp for photos of their plates. Our brief was to bring logging down to a few seconds without making the nutrition figures any less trustworthy.",
    },
    {
      title: "Solution Blueprint",
      content:
        "We designed logging around three inputs, a photo, a short voice note or a typed search, all resolving to the same dish record. A curated database of more than 3,200 Indian and Gulf dishes stores regional variants and household portions such as katori, ladle and piece alongside grams. The image model proposes its top three dishes with a portion, and the user confirms rather than accepting a silent guess. We shipped the search-first release in eight weeks, then added photo recognition once consenting users had given us enough labelled plates.",
    },
    {
      title: "Experience Flow",
      content:
        "A user photographs a thali, sees dal, sabzi and two rotis pre-filled, changes the roti count and saves. Coaches get a daily view that flags only the days drifting from plan, photos attached, instead of scrolling through every entry. Dietitians on the client's clinical team can edit dish records and portion weights, and each change is versioned so historical logs keep their original values. Someone logging from Dubai sees Gulf dishes ranked higher, because search weights results by region and by that person's past choices.",
    },
    {
      title: "Technology",
      content:
        "The mobile app is written in Flutter, which gave the client one codebase for Android and iOS and a camera flow that stays responsive on mid-range phones. Dish recognition is a PyTorch model fine-tuned on labelled Indian meal photos and served by Python workers on Google Cloud. Elasticsearch powers dish search, including transliterated spellings such as 'paneer', 'panir' and 'pnr'. PostgreSQL stores user logs, dish records and the edit history that the dietitians depend on.",
    },
    {
      title: "Impact",
      content:
        "A typical meal now takes 8 seconds to log, down from roughly a minute with the old search. Users record 2.4 times as many meals per week, and two-week logging retention climbed from 31% to 58%. The correct dish appears among the top three suggestions for 87% of photographed meals. Coaches spend 40% less time reviewing logs, which has let the client take on more members per coach without new hires. Dietitians have corrected portion weights on about 300 dishes since launch, and every correction flows into new logs the same day.",
    },
  ],
  technologies: ["flutter", "python", "pytorch", "elasticsearch", "postgresql", "googlecloud"],
  metrics: [
    { value: "8 sec", label: "median time to log a meal" },
    { value: "2.4x", label: "more meals logged per user each week" },
    { value: "3,200+", label: "Indian and Gulf dishes with household portions" },
    { value: "40%", label: "less coach time spent reviewing logs" },
  ],
} satisfies CaseStudyInput;
