import { site } from "~/content/site";
import type { EmailKind } from "~/shared/email-params";

/** The exact outcome messages of each form; tests and the product spec rely on this wording. */
export const CONTACT_MESSAGES: Record<EmailKind, { success: string; failure: string }> = {
  connect: {
    success: `Thanks for connecting with ${site.name} we will reach you shortly!!`,
    failure: "Something went wrong!, please try again later",
  },
  meeting: {
    success: "email sent success",
    failure: "something went wrong!!",
  },
};
