import {
  contactSchema,
  errorReportMessages,
  errorReportSchema,
  errorReportsResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  pageQuerySchema,
  statusMessageSchema,
} from '@kasuwa/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestContext } from '../../platform/context';
import { answerLocale, errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { adminGuard } from '../auth';
import * as service from './content.service';

function limited(max: number, minutes: number, message: string) {
  return {
    rateLimit: {
      max,
      timeWindow: minutes * 60_000,
      errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
        errors.tooMany(message, Math.ceil(ctx.ttl / 1000)),
    },
  };
}

export const contentRoutes: Module = (app, { database, config, tokens }) => {
  const env: service.ContentEnv = { config };
  const ctx = (request: FastifyRequest) => requestContext(request, database.db);
  const ctxOf = (request: FastifyRequest) => ({
    ...ctx(request),
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });

  app.post(
    '/api/contact',
    {
      config: limited(
        5,
        10,
        'You have sent several messages in a short time. Please wait a few minutes and try again.',
      ),
      schema: {
        tags: ['content'],
        summary: 'Contact form: stores the message and emails it to the support mailbox',
        body: contactSchema,
        response: { 201: statusMessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.sendContactMessage(ctxOf(request), env, request.body)),
  );

  app.post(
    '/api/newsletter/subscribe',
    {
      config: limited(5, 10, 'Too many subscription requests. Please wait a few minutes and try again.'),
      schema: {
        tags: ['content'],
        summary: 'Newsletter sign-up; sends a confirmation email (double opt-in)',
        body: newsletterSubscribeSchema,
        response: { 202: statusMessageSchema },
      },
    },
    async (request, reply) => {
      // The confirmation is written in the reader's language: the web app sends its own, else the browser's.
      const locale = await answerLocale(request);
      const answer = await service.subscribeToNewsletter(ctxOf(request), env, request.body, locale);
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      config: limited(30, 10, 'Too many requests. Please wait a few minutes and try again.'),
      schema: {
        tags: ['content'],
        summary: 'Confirm a newsletter subscription with the emailed token',
        body: newsletterTokenSchema,
        response: { 200: statusMessageSchema },
      },
    },
    async (request) => service.confirmNewsletter(ctx(request), request.body.token),
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: limited(30, 10, 'Too many requests. Please wait a few minutes and try again.'),
      schema: {
        tags: ['content'],
        summary: 'Unsubscribe with the token of any newsletter email',
        body: newsletterTokenSchema,
        response: { 200: statusMessageSchema },
      },
    },
    async (request) => service.unsubscribeNewsletter(ctx(request), request.body.token),
  );

  app.post(
    '/api/error-reports',
    {
      config: limited(20, 10, 'Too many error reports. Please wait a few minutes and try again.'),
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['content'],
        summary: 'Report an error seen on the login-error page (spec 7.10)',
        body: errorReportSchema,
        response: { 201: z.object({ status: z.literal(true), message: z.string(), id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const { id } = await service.reportError(ctxOf(request), request.body);
      return reply.status(201).send({ status: true as const, message: errorReportMessages.thanks, id });
    },
  );

  app.get(
    '/api/admin/error-reports',
    {
      preHandler: adminGuard({ tokens, database }, 'view_logs'),
      schema: {
        tags: ['content'],
        summary: 'Error reports, newest first (permission view_logs)',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: errorReportsResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { reports, total } = await service.listErrorReports(ctx(request), page, limit);
      const totalPages = Math.max(1, Math.ceil(total / limit));
      return {
        reports,
        pagination: {
          currentPage: page,
          totalPages,
          totalReports: total,
          hasNextPage: page < totalPages,
          hasPrevPage: page > 1,
        },
      };
    },
  );
};
