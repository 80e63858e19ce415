import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnsubscribedSchema } from 'shared/contract';
import { Type } from 'typebox';
import type { App } from '../../http/app-instance';
import { NotFoundError } from '../../errors';
import { defineRoute } from '../../http/route';
import { ErrorResponse, mediaResponse, ok, SuccessResponse } from '../../http/schemas';
import { describeUnsubscribeLink, unsubscribe } from './alerts.service';
import {
  UNSUBSCRIBE_PAGE_CSP,
  unknownLinkPage,
  unsubscribedPage,
  unsubscribeQuestionPage,
} from './unsubscribe-page';

const tags = ['alerts'];

const HtmlPage = Type.String({ description: 'A small HTML page (no script)' });

/** A person's browser (the page's button, a link opened) gets a page; mail programs get JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', UNSUBSCRIBE_PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(html);
}

const HTML = 'text/html';
const JSON_TYPE = 'application/json';

/**
 * An unknown token's 404, on both routes: a page for a browser (Accept: text/html), JSON for
 * anything else. (A bad token's 400 is JSON, as on every route.)
 */
const UNKNOWN_TOKEN = mediaResponse('No area has this token', {
  [JSON_TYPE]: ErrorResponse,
  [HTML]: HtmlPage,
});

/**
 * `answer`, except for a token no area has: a browser gets a page saying the link no longer
 * works, anything else the usual 404 error body.
 */
async function orUnknownLinkPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof NotFoundError && wantsHtml(request)) {
      return sendPage(reply, 404, unknownLinkPage());
    }
    throw error;
  }
}

/**
 * One-click unsubscribe from an area's alert emails (RFC 8058). The email's List-Unsubscribe
 * header names the POST, which mail programs send with `List-Unsubscribe=One-Click`; its link
 * opens the GET page, which only asks (mail scanners follow links) and posts the same form.
 */
export async function alertsRoutes(app: App): Promise<void> {
  // A person clicks once; more is a scanner or someone guessing tokens: the `slow` class.
  defineRoute(
    app,
    'alertUnsubscribePage',
    {
      tags,
      summary: "The page of an alert email's unsubscribe link: asks before stopping the emails",
      responses: {
        200: mediaResponse('The page asking whether to stop the emails', { [HTML]: HtmlPage }),
        404: UNKNOWN_TOKEN,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      return orUnknownLinkPage(request, reply, async () => {
        const link = await describeUnsubscribeLink(app.db, token);
        return sendPage(
          reply,
          200,
          unsubscribeQuestionPage(link.areaName, token, link.emailAlerts),
        );
      });
    },
  );

  // The form parser only here: no other route takes form posts.
  await app.register(async (scoped) => {
    await scoped.register(formbody, { bodyLimit: 1024 });
    defineRoute(
      scoped,
      'alertUnsubscribe',
      {
        tags,
        summary: "Stop an area's alert emails (RFC 8058 one-click unsubscribe)",
        description:
          'Sent by mail programs from the List-Unsubscribe header, as ' +
          '`application/x-www-form-urlencoded` with `List-Unsubscribe=One-Click`. No sign-in: ' +
          'the token in the link is the proof. A browser (Accept: text/html) gets a page.',
        schema: { consumes: ['application/x-www-form-urlencoded', 'application/json'] },
        responses: {
          200: mediaResponse('The emails are stopped: JSON, or a page for a browser', {
            [JSON_TYPE]: SuccessResponse(UnsubscribedSchema),
            [HTML]: HtmlPage,
          }),
          404: UNKNOWN_TOKEN,
        },
      },
      async (request, reply) => {
        return orUnknownLinkPage(request, reply, async () => {
          const result = await unsubscribe(app.db, request.query.token);
          if (wantsHtml(request)) return sendPage(reply, 200, unsubscribedPage(result.areaName));
          return ok({ areaName: result.areaName, emailAlerts: false as const });
        });
      },
    );
  });
}
