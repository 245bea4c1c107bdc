/** Limits shared by the form fields and the local outbox that checks what they send. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const AGENDA_MAX_LENGTH = 2000;
export const PHONE_DIGITS = 10;

/** The meeting template's variables: `{{name}} {{email}} {{date}} {{time}} {{description}}`. */
export type MeetingParams = { name: string; email: string; date: string; time: string; description: string };

/** The connect template's variables: `{{name}} {{phone}}`. */
export type ConnectParams = { name: string; phone: string };

/** What each form sends, by form. */
export type EmailParams = { meeting: MeetingParams; connect: ConnectParams };
export type EmailKind = keyof EmailParams;
