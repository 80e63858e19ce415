import { Type, type Static } from 'typebox';

/** Both unsubscribe routes (the email's link and its one-click POST) name the area by its token. */
export const UnsubscribeQuery = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: 128,
      description: "The area's unsubscribe token, from the email's List-Unsubscribe link",
    }),
  },
  { additionalProperties: false },
);

/**
 * RFC 8058: the one-click POST carries this form field. Other fields are let through (no
 * `additionalProperties: false`, so the strict body check passes them): the RFC does not
 * forbid them, and a mail program that adds one must still unsubscribe its user.
 */
export const OneClickBody = Type.Object({ 'List-Unsubscribe': Type.Literal('One-Click') });

/** What the one-click POST answers a mail program: the area whose emails stopped. */
export const UnsubscribedSchema = Type.Object({
  areaName: Type.String(),
  emailAlerts: Type.Literal(false),
});

export type Unsubscribed = Static<typeof UnsubscribedSchema>;
