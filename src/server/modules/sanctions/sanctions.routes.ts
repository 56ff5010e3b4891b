import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SanctionsImportSchema,
  SanctionsListBodySchema,
  SanctionsStatusSchema,
} from '#shared/schemas/sanctions.ts';
import { requireUser } from '../../plugins/auth.ts';
import { SANCTIONS_LIST_MAX_BYTES } from './sanctions-list-fetch.job.ts';

const tags = ['Compliance'];

export const sanctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sanctions } = app;

  app.get(
    '/api/sanctions/status',
    {
      schema: {
        tags,
        summary: 'The UK Sanctions List customers are screened against: its date and counts',
        description: 'Before any import: `listDate` and `importedAt` null, counts 0.',
        response: { 200: SanctionsStatusSchema },
      },
      config: { access: 'admin' },
    },
    () => sanctions.status(),
  );

  // The list is the one body of its kind, and the one this large: both only here.
  await app.register(async (csv) => {
    csv.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: SANCTIONS_LIST_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    csv.withTypeProvider<ZodTypeProvider>().post(
      '/api/sanctions/list',
      {
        bodyLimit: SANCTIONS_LIST_MAX_BYTES,
        schema: {
          tags,
          summary: 'Import the UK Sanctions List (the FCDO CSV file), replacing the list in force',
          description:
            'The body is the file itself, `content-type: text/csv`, up to 32 MB. A file that is not the list is 400 `BAD_REQUEST`, its message naming the line at fault, and changes nothing.',
          consumes: ['text/csv'],
          body: SanctionsListBodySchema,
          response: { 200: SanctionsImportSchema },
        },
        config: { access: 'admin' },
      },
      async (request) => {
        const actor = await requireUser(request);
        return sanctions.import(request.body, actor.email);
      },
    );
  });
};
